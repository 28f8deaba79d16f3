import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { KIOSK_RECOVERY_INTERVAL_MS } from "../../../domain/kiosk.ts"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"

/** The backend does not answer: say so, send the visitor to the reception, and try again by itself. */
export function OutOfService({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("kiosk")
  usePageTitle(t("outOfService.title"))
  useEffect(() => {
    const timer = window.setInterval(onRetry, KIOSK_RECOVERY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [onRetry])
  return (
    <div className="kiosk-page kiosk-out-of-service">
      <h1>{t("outOfService.title")}</h1>
      <p className="kiosk-result__lead">{t("outOfService.body")}</p>
      <p>{t("outOfService.recovering")}</p>
      <button type="button" className="button kiosk-button" onClick={onRetry} data-main-action>
        {t("outOfService.retry")}
      </button>
    </div>
  )
}
