import { useTranslation } from "react-i18next"

/** A failed save for a form's error summary: what went wrong and a retry; the input stays as typed. */
export function SaveFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  )
}
