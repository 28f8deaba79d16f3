import { useTranslation } from "react-i18next"

type PageStateProps = { title: string; className?: string }
const pageClass = (className: string | undefined) => ["page", className].filter(Boolean).join(" ")

/** A page's heading with its loading status under it. */
export function Loading({ title, status, className }: PageStateProps & { status: string }) {
  return (
    <div className={pageClass(className)}>
      <h1>{title}</h1>
      <p role="status">{status}</p>
    </div>
  )
}

/** A page whose load failed (network, timeout, 5xx): its heading, what happened and a retry. */
export function LoadFailure({
  title,
  message,
  className,
  onRetry,
}: PageStateProps & { message: string; onRetry(): void }) {
  const { t } = useTranslation()
  return (
    <div className={pageClass(className)}>
      <h1>{title}</h1>
      <div className="notice" data-tone="danger" role="alert">
        <p>{message}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  )
}
