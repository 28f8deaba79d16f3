import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"

/**
 * The anonymous visitor's occupational page (spec §2: the occupational list needs a login): log in, then on to
 * the occupational appointment search with the original query. A logged-in visitor goes there at once.
 */
export const OccupationalLanding = observer(function OccupationalLanding() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { search } = useLocation()
  const listPath = `${buildPath("bookingOccupational", session.lang)}${search}`
  if (session.isLoggedIn) return <Navigate replace to={listPath} />
  return (
    <div className="page">
      <h1>{t("occupational.title")}</h1>
      <p>{t("occupational.landing.body")}</p>
      <Link className="button" to={buildPath("login", session.lang, undefined, { nextPath: listPath })}>
        {t("occupational.landing.login")}
      </Link>
    </div>
  )
})
