import { useTranslation } from "react-i18next"

/** The page's heading with a loading status under it. */
export function Loading({ title }: { title: string }) {
  const { t } = useTranslation("appointments")
  return (
    <div className="page appointments">
      <h1>{title}</h1>
      <p role="status">{t("loading")}</p>
    </div>
  )
}

/** A load that failed (network, timeout, 5xx): what happened and a retry. */
export function LoadFailure({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation("appointments")
  return (
    <div className="page appointments">
      <h1>{title}</h1>
      <div className="notice" data-tone="danger" role="alert">
        <p>{t("loadError")}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  )
}
