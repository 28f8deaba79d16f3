import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useCurrentLanguage } from "../hooks/useCurrentLanguage.ts"
import { usePageTitle } from "./usePageTitle.ts"

export const NotFoundPage = observer(function NotFoundPage() {
  const { t } = useTranslation()
  const lang = useCurrentLanguage()
  usePageTitle(t("notFound.title"))
  return (
    <div className="page">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <Link to={buildPath("front", lang)}>{t("notFound.toFront")}</Link>
    </div>
  )
})
