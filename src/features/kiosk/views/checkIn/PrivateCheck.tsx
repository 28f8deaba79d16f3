import { observer } from "mobx-react-lite"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { SPEECH_VOLUME_DEFAULT } from "../../store/KioskSpeech.ts"

// the dialog (react-aria's modal) and the speaker load when a visitor asks
const ListenDialog = lazy(async () => ({ default: (await import("./ListenDialog.tsx")).ListenDialog }))

/**
 * The identity code's characters are masked; a visitor checks them by ear only: on request, after a warning about
 * headphones that they confirm (ListenDialog). Spoken in the visit's language, speech mode on or off; never shown.
 * Offered once a character is in.
 */
export const PrivateCheck = observer(function PrivateCheck({ code }: { code: string }) {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const [asking, setAsking] = useState(false)
  const listen = async () => {
    setAsking(false)
    const { createSpeaker } = await import("../speech/speechAdapter.ts")
    createSpeaker()?.speak(t("checkIn.ssn.spokenCharacters", { characters: [...code].join(", ") }), {
      lang: store.session.lang,
      volume: store.kiosk?.speech.volume ?? SPEECH_VOLUME_DEFAULT,
      interrupt: true,
    })
  }
  // nothing to check before the first character (no gated button)
  if (code.length === 0) return null
  return (
    <>
      <button
        type="button"
        className="button kiosk-button"
        data-variant="secondary"
        onClick={() => setAsking(true)}
      >
        {t("checkIn.ssn.listen")}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ListenDialog onListen={() => void listen()} onCancel={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  )
})
