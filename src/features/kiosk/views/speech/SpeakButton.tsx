import { observer } from "mobx-react-lite"
import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { attachAreas } from "../../../../kit/stores/RootStore.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { SpeakerIcon } from "./SpeakerIcon.tsx"
import { useStartGestures } from "./startGestures.ts"

const loadSpeechMode = () => import("./SpeechMode.tsx")

/**
 * The large Speak control in the kiosk's header, on every screen: it starts (and stops) this visit's speech mode,
 * as do a 3 s hold anywhere (which presses nothing) and the Help key ('?' outside a field). Speech mode's code loads when started.
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
