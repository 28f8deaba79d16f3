import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react"
import { useTranslation } from "react-i18next"
import { announce } from "../speech/bus.ts"
import { useBackStep } from "../booking/useBackStep.ts"
import {
  autoShift,
  characterRows,
  hasShift,
  hasSpace,
  SYMBOL_NAMES,
  typed,
  type KeyboardKind,
} from "./layouts.ts"
import { HeadphonesWarning } from "./HeadphonesWarning.tsx"
import { focusAndSpeak } from "./speakElement.ts"
import { labelOf, typeInto } from "./typeInto.ts"
import "./kioskKeyboard.css"

type Props = {
  /** The field the keys type into */
  target: HTMLInputElement
  kind: KeyboardKind
  /** The field's characters are private (the identity code): spoken only on request, after a warning */
  privateField: boolean
  speechOn: boolean
  /** The last field: the next-field key says 'Done' */
  isLast: boolean
  onNext: () => void
}

type Extra = { label?: string; pressed?: boolean; disabled?: boolean; wide?: boolean; readBack?: boolean }

// a key press keeps focus where it is (a touch leaves it in the field): the keys type into the field
const keepFocus = (event: MouseEvent) => event.preventDefault()

/**
 * The kiosk's own keyboard for one field at a time (the system keyboard stays down: inputmode none): character
 * keys laid out for the field, shift, space, backspace, clear, read back (speech mode) and next field. Touch
 * types; the arrow keys move between the keys and Enter presses one. Every key moved to is spoken in speech
 * mode; the identity code's keys speak their places, not their characters, unless the visitor asks for them.
 */
export function KioskKeyboard({ target, kind, privateField, speechOn, isLast, onNext }: Props) {
  const { t } = useTranslation("kiosk")
  // the field's value as typed (by these keys, or a hardware keyboard): read from the field, re-rendered on input
  const [, setInputs] = useState(0)
  const value = target.value
  // shift and the headphones warning belong to the field they were pressed for
  const [shiftFor, setShiftFor] = useState<{ field: HTMLInputElement; shift: "on" | "off" }>()
  const shift = shiftFor?.field === target ? shiftFor.shift : "auto"
  const setShift = (next: "auto" | "on" | "off") =>
    setShiftFor(next === "auto" ? undefined : { field: target, shift: next })
  const [warningFor, setWarningFor] = useState<HTMLInputElement>()
  const warning = warningFor === target
  const setWarning = (open: boolean) => setWarningFor(open ? target : undefined)
  // speech mode: the identity code's keys say their characters (the visitor asked, with headphones on)
  const [spellKeys, setSpellKeys] = useState(false)
  const keys = useRef<HTMLDivElement>(null)
  const label = labelOf(target)
  const forId = useId()

  useEffect(() => {
    const follow = () => setInputs((count) => count + 1)
    target.addEventListener("input", follow)
    return () => target.removeEventListener("input", follow)
  }, [target])

  const upper = shift === "on" || (shift === "auto" && autoShift(kind, value))
  // speech mode says what a key did: the character typed (by name where a voice may pass over it), or what
  // is left after backspace or clear; in a private field only how many characters it holds
  const change = (next: string, said: string) => {
    const before = target.value
    typeInto(target, next)
    setShift("auto")
    if (target.value === before) return
    const count = target.value.length
    announce(
      privateField
        ? t("speech.entered", { count })
        : said || `${labelOf(target)}: ${t("speech.states.empty")}`,
      true,
    )
  }
  const nameOf = (character: string) =>
    character === " "
      ? t("keyboard.space")
      : SYMBOL_NAMES[character]
        ? t(`keyboard.symbols.${SYMBOL_NAMES[character]}`)
        : character
  const type = (character: string) => {
    const next = typed(character, upper)
    change(target.value + next, nameOf(next))
  }
  const readBack = () => {
    if (privateField) {
      setWarning(true)
      return
    }
    const spoken = kind === "phone" ? [...target.value].join(" ") : target.value
    announce(`${label}: ${spoken || t("speech.states.empty")}`, true)
  }
  const hidePlaces = privateField && speechOn && !spellKeys
  const rows = characterRows(kind)

  // Escape (and speech mode's back) from a key: back to the field
  useBackStep(() => {
    if (!keys.current?.contains(document.activeElement)) return false
    focusAndSpeak(target, t)
    return true
  }, true)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const buttons = [...(keys.current?.querySelectorAll<HTMLElement>("[data-key-row]") ?? [])]
    const current = document.activeElement as HTMLElement
    const row = Number(current.dataset.keyRow)
    const column = Number(current.dataset.keyColumn)
    if (!buttons.includes(current)) return
    const rowOf = (r: number) => buttons.filter((button) => Number(button.dataset.keyRow) === r)
    const lastRow = Math.max(...buttons.map((button) => Number(button.dataset.keyRow)))
    const vertical = (r: number) => {
      const keysOfRow = rowOf(Math.max(0, Math.min(lastRow, r)))
      return keysOfRow[Math.min(column, keysOfRow.length - 1)]
    }
    const next = {
      ArrowLeft: rowOf(row)[column - 1],
      ArrowRight: rowOf(row)[column + 1],
      ArrowUp: vertical(row - 1),
      ArrowDown: vertical(row + 1),
      Home: rowOf(row)[0],
      End: rowOf(row).at(-1),
    }[event.key]
    if (!(event.key in { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, Home: 1, End: 1 })) return
    event.preventDefault()
    if (next && next !== current) focusAndSpeak(next, t)
  }

  const key = (
    reactKey: string,
    rowIndex: number,
    columnIndex: number,
    content: ReactNode,
    onPress: () => void,
    extra: Extra = {},
  ) => (
    <button
      key={reactKey}
      type="button"
      className="button kiosk-kb__key"
      data-variant="secondary"
      data-speech-role="key"
      data-key-row={rowIndex}
      data-key-column={columnIndex}
      data-wide={extra.wide || undefined}
      data-read-back={extra.readBack || undefined}
      aria-label={extra.label}
      aria-pressed={extra.pressed}
      aria-disabled={extra.disabled || undefined}
      onMouseDown={keepFocus}
      onClick={() => !extra.disabled && onPress()}
    >
      {content}
    </button>
  )

  const editRow = rows.length
  const closeWarning = () => {
    setWarning(false)
    keys.current?.querySelector<HTMLElement>("[data-read-back]")?.focus()
  }
  // named React keys: the next-field key stays the same element (and keeps focus) when the layout changes
  type EditKey = Extra & { id: string; show: boolean; content: ReactNode; onPress: () => void }
  const edits: EditKey[] = [
    {
      id: "shift",
      show: hasShift(kind),
      content: t("keyboard.shift"),
      onPress: () => setShift(upper ? "off" : "on"),
      pressed: upper,
    },
    { id: "space", show: hasSpace(kind), content: t("keyboard.space"), onPress: () => type(" "), wide: true },
    {
      id: "backspace",
      show: true,
      content: <span aria-hidden="true">⌫</span>,
      onPress: () => change(target.value.slice(0, -1), target.value.slice(0, -1)),
      label: t("keyboard.backspace"),
      disabled: value === "",
    },
    {
      id: "clear",
      show: true,
      content: t("keyboard.clear"),
      onPress: () => change("", ""),
      disabled: value === "",
    },
    { id: "readBack", show: speechOn, content: t("keyboard.readBack"), onPress: readBack, readBack: true },
    {
      id: "spellKeys",
      show: speechOn && privateField,
      content: t("checkIn.ssn.sayKeys"),
      onPress: () => setSpellKeys(!spellKeys),
      pressed: spellKeys,
    },
    {
      id: "next",
      show: true,
      content: t(isLast ? "keyboard.done" : "keyboard.next"),
      onPress: onNext,
      wide: true,
    },
  ]

  return (
    <div
      className="kiosk-kb"
      role="group"
      aria-label={t("keyboard.name")}
      aria-describedby={forId}
      data-kind={kind}
    >
      <p id={forId} className="kiosk-kb__for">
        {t("keyboard.title", { field: label })}
      </p>
      {warning && (
        <HeadphonesWarning
          onConfirm={() => {
            closeWarning()
            announce([...target.value].join(" ") || t("speech.states.empty"), true)
          }}
          onCancel={closeWarning}
        />
      )}
      {/* the arrow keys move between the keys (speech mode leaves them to the keyboard, which speaks the key) */}
      <div ref={keys} className="kiosk-kb__keys" onKeyDown={onKeyDown} data-speech-arrows>
        {rows.map((row, rowIndex) => (
          <div key={`${kind}-${rowIndex}`} className="kiosk-kb__row">
            {row.map((character, columnIndex) =>
              key(
                `${rowIndex}-${columnIndex}`,
                rowIndex,
                columnIndex,
                typed(character, upper),
                () => type(character),
                {
                  label: hidePlaces
                    ? t("keyboard.place", { row: rowIndex + 1, column: columnIndex + 1 })
                    : SYMBOL_NAMES[character] && t(`keyboard.symbols.${SYMBOL_NAMES[character]}`),
                },
              ),
            )}
          </div>
        ))}
        <div className="kiosk-kb__row">
          {edits
            .filter((edit) => edit.show)
            .map((edit, index) => key(edit.id, editRow, index, edit.content, edit.onPress, edit))}
        </div>
      </div>
    </div>
  )
}
