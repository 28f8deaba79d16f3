import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import "./info.css"

/**
 * spec booking §2 Children's chat notice (/{lang}/pikkutsatti) and messaging §2 its anonymous page (under the
 * anonymous-users segment): the chat has moved to the children's app, with the app's store links; only with
 * feature pikkutsatti (§6).
 */
export const PikkutsattiPage = observer(function PikkutsattiPage() {
  const { t } = useTranslation("info")
  const { session } = useStores()
  const { app } = useBrand()
  if (!session.hasFeature("pikkutsatti")) return <NotFoundPage />
  return (
    <div className="page info-page">
      <h1>{t("pikkutsatti.title", { app: app.name })}</h1>
      <p>{t("pikkutsatti.body", { app: app.name })}</p>
      <p>{t("pikkutsatti.download")}</p>
      <ul className="info-app-links">
        <li>
          <a className="button" href={app.appStoreUrl}>
            {t("appLinks.appStore", { app: app.name })}
          </a>
        </li>
        <li>
          <a className="button" href={app.googlePlayUrl}>
            {t("appLinks.googlePlay", { app: app.name })}
          </a>
        </li>
      </ul>
      <p>{t("pikkutsatti.login")}</p>
    </div>
  )
})
