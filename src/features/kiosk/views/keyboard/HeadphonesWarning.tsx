import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"

/** Before the identity code is read out: headphones, or the visitor chooses not to hear it. */
export function HeadphonesWarning({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation("kiosk")
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => confirm.current?.focus(), [])
  return (
    <div className="kiosk-kb__warning notice" data-tone="warning">
      <p role="alert">{t("keyboard.headphones")}</p>
      <div className="kiosk-kb__warning-actions">
        <button ref={confirm} type="button" className="button kiosk-button" onClick={onConfirm}>
          {t("keyboard.readAloud")}
        </button>
        <button type="button" className="button kiosk-button" data-variant="secondary" onClick={onCancel}>
          {t("keyboard.cancel")}
        </button>
      </div>
    </div>
  )
}
