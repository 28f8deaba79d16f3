import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"

/**
 * Before the identity code is read out: the check-in's warning about headphones, in its words, with Cancel first
 * (a stray Enter reads nothing out).
 */
export function HeadphonesWarning({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation("kiosk")
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div className="kiosk-kb__warning notice" data-tone="warning">
      <p role="alert">{t("checkIn.ssn.listenWarning")}</p>
      <div className="kiosk-kb__warning-actions">
        <button type="button" className="button kiosk-button" onClick={onConfirm}>
          {t("checkIn.ssn.listenConfirm")}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button kiosk-button"
          data-variant="secondary"
          onClick={onCancel}
        >
          {t("checkIn.ssn.listenCancel")}
        </button>
      </div>
    </div>
  )
}
