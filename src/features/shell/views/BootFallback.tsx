import { useTranslation } from "react-i18next"
import "./bootFallback.css"

/**
 * What a full load shows while the router's first loaders run (the session, the texts): a quiet loading line
 * that appears only when the wait is noticeable, so a fast load does not flash it.
 */
export function BootFallback() {
  const { t } = useTranslation()
  return (
    <p role="status" className="boot-status">
      {t("loading")}
    </p>
  )
}
