import { observer } from "mobx-react-lite"
import { useCallback, useEffect } from "react"
import { useTranslation } from "react-i18next"
import { attachAreas } from "../../../../kit/stores/RootStore.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { SpeakerIcon } from "./SpeakerIcon.tsx"

/** Speech mode also starts by holding a finger anywhere on the screen this long (EZ Access style). */
export const LONG_PRESS_MS = 3000
/** A finger that moves further than this (CSS px) is scrolling, not holding. */
const LONG_PRESS_SLOP_PX = 24

const loadSpeechMode = () => import("./SpeechMode.tsx")

/**
 * The large Speak control in the kiosk's header, on every screen: it starts (and stops) this visit's speech mode,
 * as do a 3 s long press anywhere and the Help key ('?' outside a field). Speech mode's code loads when started.
 */
export const SpeakButton = observer(function SpeakButton() {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const on = store.kiosk?.speech.on ?? false
  const start = useCallback(
    (help = false) =>
      void Promise.all([loadSpeechMode(), attachAreas(store, ["kiosk"])]).then(([{ startSpeech }]) =>
        startSpeech(store, help),
      ),
    [store],
  )
  useStartGestures(start, !on)
  return (
    <button
      type="button"
      className="button kiosk-toggle kiosk-speak"
      data-variant={on ? undefined : "secondary"}
      aria-pressed={on}
      onClick={() => (on ? store.kiosk?.speech.stop() : start())}
    >
      <SpeakerIcon />
      {t("speech.speak")}
    </button>
  )
})

/** The long press and the Help key, while speech mode is off. */
function useStartGestures(start: (help?: boolean) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    let timer: number | undefined
    let origin: { x: number; y: number } | undefined
    let started = false
    const cancel = () => {
      window.clearTimeout(timer)
      origin = undefined
    }
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) return
      cancel()
      origin = { x: event.clientX, y: event.clientY }
      timer = window.setTimeout(() => {
        started = true
        start()
      }, LONG_PRESS_MS)
    }
    const onMove = (event: PointerEvent) => {
      if (origin && Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > LONG_PRESS_SLOP_PX)
        cancel()
    }
    // the finger that started speech mode does not also press what it held
    const onClick = (event: Event) => {
      if (!started) return
      started = false
      event.preventDefault()
      event.stopPropagation()
    }
    const onKey = (event: KeyboardEvent) => {
      const field = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement
      if (event.key === "Help" || event.key === "F1" || (event.key === "?" && !field)) {
        event.preventDefault()
        start(true)
      }
    }
    const options = { capture: true }
    window.addEventListener("pointerdown", onDown, options)
    window.addEventListener("pointermove", onMove, options)
    window.addEventListener("pointerup", cancel, options)
    window.addEventListener("pointercancel", cancel, options)
    window.addEventListener("click", onClick, options)
    window.addEventListener("keydown", onKey)
    return () => {
      cancel()
      window.removeEventListener("pointerdown", onDown, options)
      window.removeEventListener("pointermove", onMove, options)
      window.removeEventListener("pointerup", cancel, options)
      window.removeEventListener("pointercancel", cancel, options)
      window.removeEventListener("click", onClick, options)
      window.removeEventListener("keydown", onKey)
    }
  }, [start, enabled])
}
