import { observer } from "mobx-react-lite"
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { KioskKeyboard } from "./KioskKeyboard.tsx"
import { kindOf, type KeyboardKind } from "./layouts.ts"
import { focusAndSpeak, speak } from "./speakElement.ts"
import { isKeyboardField, labelOf } from "./typeInto.ts"

const KEYBOARD_HEIGHT = "--kiosk-kb-height"
const CLOSE_AFTER_MS = 1000
const CONTROLS = "input, button, select, textarea, a[href]"

/**
 * A form's text fields with the kiosk keyboard: a field that takes focus gets the keyboard for its kind (the
 * field ids in `kinds`, else by the field's type), and Enter in the field (or the down arrow, outside speech
 * mode) moves into the keys. The next-field key moves on one field at a time; on the last field it says 'Done'
 * and moves to the control after the fields. The fields in `privateIds` (the identity code) show dots except
 * while the keyboard types into them.
 */
export const KeyboardFields = observer(function KeyboardFields({
  children,
  kinds,
  privateIds,
}: {
  children: ReactNode
  kinds: Readonly<Record<string, KeyboardKind>>
  privateIds: readonly string[]
}) {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const speechOn = store.kiosk?.speech.on ?? false
  const [target, setTarget] = useState<HTMLInputElement | undefined>(undefined)
  const container = useRef<HTMLDivElement>(null)
  const keyboard = useRef<HTMLDivElement>(null)

  const fields = () =>
    [...(container.current?.querySelectorAll<HTMLInputElement>("form input") ?? [])].filter(isKeyboardField)

  // the private fields' dots, and the field the keys type into (attributes React does not manage)
  useEffect(() => {
    for (const field of fields()) {
      field.toggleAttribute("data-keyboard-private", privateIds.includes(field.id))
      field.toggleAttribute("data-keyboard-target", field === target)
    }
  })

  // the field typed into, with its hint and message, above the keyboard and the action (the page's scroll
  // padding holds the keyboard's height): when the field changes, and when the keyboard's height does
  const shown = useRef(target)
  shown.current = target
  const showField = () => {
    const frame = shown.current?.closest(".field") ?? shown.current
    frame?.scrollIntoView({ block: "nearest" })
  }
  const open = target !== undefined
  useEffect(() => {
    const dock = keyboard.current
    if (!open || !dock) return
    const root = document.documentElement
    let height = -1
    const measure = () => {
      if (dock.offsetHeight === height) return
      height = dock.offsetHeight
      root.style.setProperty(KEYBOARD_HEIGHT, `${height}px`)
      showField()
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(dock)
    return () => {
      observer.disconnect()
      root.style.removeProperty(KEYBOARD_HEIGHT)
    }
  }, [open])
  useEffect(showField, [target])

  // Focus on another control closes the keyboard: at once when a key moved it, else once the press that moved
  // it has clicked: closing moves the page, and a press whose target moved away under the finger clicks nothing.
  const closing = useRef<(() => void) | undefined>(undefined)
  const pressedAt = useRef(-Infinity)
  const cancelClose = () => closing.current?.()
  useEffect(() => {
    const pressed = (event: PointerEvent) => (pressedAt.current = event.timeStamp)
    window.addEventListener("pointerdown", pressed, { capture: true })
    return () => {
      window.removeEventListener("pointerdown", pressed, { capture: true })
      closing.current?.()
    }
  }, [])
  const closeAfterPress = (event: FocusEvent) => {
    if (event.timeStamp - pressedAt.current > CLOSE_AFTER_MS) {
      cancelClose()
      setTarget(undefined)
      return
    }
    if (closing.current) return
    const close = () => {
      cancelClose()
      setTarget(undefined)
    }
    const timer = window.setTimeout(close, CLOSE_AFTER_MS)
    window.addEventListener("click", close, { once: true })
    closing.current = () => {
      window.clearTimeout(timer)
      window.removeEventListener("click", close)
      closing.current = undefined
    }
  }
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.target
    if (isKeyboardField(element) && element.form) {
      cancelClose()
      setTarget(element)
    } else if (keyboard.current?.contains(element)) cancelClose()
    else closeAfterPress(event)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!target || event.target !== target || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === "Enter" || (event.key === "ArrowDown" && !speechOn)) {
      event.preventDefault()
      // into the keys, saying which field they type into
      const first = keyboard.current?.querySelector<HTMLElement>("[data-key-row]")
      focusAndSpeak(first, t, t("keyboard.title", { field: labelOf(target) }))
    }
  }
  const next = () => {
    if (!target) return
    const list = fields()
    const following = list[list.indexOf(target) + 1]
    if (following) {
      const fromField = document.activeElement === target
      setTarget(following)
      if (fromField) following.focus()
      else speak(following, t)
      return
    }
    // done: on to the next control after the fields (the terms' checkbox)
    const after = [...(target.form?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].find(
      (element) =>
        (target.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        !isKeyboardField(element),
    )
    focusAndSpeak(after ?? target, t)
    cancelClose()
    setTarget(undefined)
  }

  const list = target ? fields() : []
  return (
    <div
      ref={container}
      className="kiosk-kb-fields"
      data-keyboard-open={target ? "" : undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
      {target && (
        <div ref={keyboard} className="kiosk-kb-dock">
          <KioskKeyboard
            target={target}
            kind={kinds[target.id] ?? kindOf(target)}
            privateField={privateIds.includes(target.id)}
            speechOn={speechOn}
            isLast={list.indexOf(target) === list.length - 1}
            onNext={next}
          />
        </div>
      )}
    </div>
  )
})
