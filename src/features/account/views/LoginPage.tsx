import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { termsLanguageFor } from "../../../platform/brand/config.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import "./login.css"

/**
 * spec booking §2: the login page for anonymous visitors: the brand's welcome, and a link per identification
 * method (one mobile certificate, ten banks) to the strong authentication, returning to nextPath.
 */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation("account")
  const { session } = useStores()
  const brand = useBrand()
  const [params] = useSearchParams()
  const nextPath = params.get("nextPath") ?? undefined
  return (
    <div className="page login">
      <h1>{t(`login.welcome.${brand.brand}`)}</h1>
      <p className="login__subheading">{t("login.subheading")}</p>
      <h2 className="login__methods-title">{t("login.methods")}</h2>
      <ul className="login__methods">
        {session.authenticationMethods.map((method) => (
          <li key={method}>
            <a className="login__method" href={session.authenticationUrl(method, nextPath)}>
              {t(`login.providers.${method}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="login__terms">
        {t("login.terms")}{" "}
        <Link to={buildPath("eula", termsLanguageFor(brand, session.lang))}>{t("login.termsLink")}</Link>.
      </p>
    </div>
  )
})
