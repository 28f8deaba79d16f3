import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { SPEECH_VOLUME_DEFAULT } from "../../store/KioskSpeech.ts"
import { announce } from "../speech/bus.ts"
import "./checkIn.css"

/**
 * The identity code's characters are masked; a visitor checks them by ear only: on request, after a warning about
 * headphones that they confirm. Spoken in the visit's language, speech mode on or off; never shown. Offered once a
 * character is in.
 */
export const PrivateCheck = observer(function PrivateCheck({ code }: { code: string }) {
  const { t } = useTranslation("kiosk")
  const store = useStores()
  const [asking, setAsking] = useState(false)
  const titleId = useId()
  const warningId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  useEffect(() => {
    if (asking) {
      title.current?.focus()
      announce(`${t("checkIn.ssn.listenTitle")}. ${t("checkIn.ssn.listenWarning")}`, true)
    } else if (returnFocus.current) {
      returnFocus.current = false
      opener.current?.focus()
    }
  }, [asking, t])
  const close = () => {
    returnFocus.current = true
    setAsking(false)
  }
  const listen = async () => {
    close()
    const { createSpeaker } = await import("../speech/speechAdapter.ts")
    createSpeaker()?.speak(t("checkIn.ssn.spokenCharacters", { characters: [...code].join(", ") }), {
      lang: store.session.lang,
      volume: store.kiosk?.speech.volume ?? SPEECH_VOLUME_DEFAULT,
      interrupt: true,
    })
  }

  // nothing to check before the first character (no gated button)
  if (code.length === 0) return null
  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        className="button kiosk-button"
        data-variant="secondary"
        onClick={() => setAsking(true)}
      >
        {t("checkIn.ssn.listen")}
      </button>
    )
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={warningId}
      className="notice kiosk-private-check"
      data-tone="warning"
    >
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {t("checkIn.ssn.listenTitle")}
      </h3>
      <p id={warningId}>{t("checkIn.ssn.listenWarning")}</p>
      <div className="kiosk-actions">
        <button type="button" className="button kiosk-button" onClick={() => void listen()}>
          {t("checkIn.ssn.listenConfirm")}
        </button>
        <button type="button" className="button kiosk-button" data-variant="secondary" onClick={close}>
          {t("checkIn.ssn.listenCancel")}
        </button>
      </div>
    </div>
  )
})
