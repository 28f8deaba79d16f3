import { useTranslation } from "react-i18next"
import { ErrorView } from "./ErrorView.tsx"
import { usePageTitle } from "./usePageTitle.ts"

/** A whole page that failed: the generic error view with a retry, named in the document title too. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  usePageTitle(t("errors.generic.title"))
  return (
    <div className="page">
      <ErrorView onRetry={onRetry} />
    </div>
  )
}
