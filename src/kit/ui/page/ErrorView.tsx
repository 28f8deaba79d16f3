import { useTranslation } from "react-i18next"

/** spec booking §8: the generic error view, with a retry. */
export function ErrorView({ onRetry, headingLevel = 1 }: { onRetry: () => void; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation()
  const Heading = headingLevel === 1 ? "h1" : "h2"
  return (
    <div className="notice" data-tone="danger" role="alert">
      <Heading>{t("errors.generic.title")}</Heading>
      <p>{t("errors.generic.body")}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  )
}
