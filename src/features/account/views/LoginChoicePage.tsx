import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { termsLanguageFor } from "../../../platform/brand/config.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import "./login.css"

/**
 * spec messaging §2 'Children's brand login choice screen': 'my child's' (guardian login, for children 11 and
 * younger) or 'my own' (12 and older). A guardian continues through the guardian registration (hpa/register),
 * which then returns to where the visitor was going.
 */
export const LoginChoicePage = observer(function LoginChoicePage() {
  const { t } = useTranslation("account")
  const { session } = useStores()
  const brand = useBrand()
  const [params] = useSearchParams()
  const lang = session.lang
  const nextPath = params.get("nextPath") ?? undefined
  const guardianNext = buildPath("hpaRegister", lang, undefined, { next: nextPath })
  return (
    <div className="page login">
      <h1>{t("loginChoice.title")}</h1>
      <ul className="login__choices">
        <li>
          <Link
            className="card login__choice"
            to={buildPath("login", lang, undefined, { nextPath: guardianNext })}
          >
            <span className="login__choice-title">{t("loginChoice.child.title")}</span>
            <span>{t("loginChoice.child.description")}</span>
          </Link>
        </li>
        <li>
          <Link className="card login__choice" to={buildPath("login", lang, undefined, { nextPath })}>
            <span className="login__choice-title">{t("loginChoice.own.title")}</span>
            <span>{t("loginChoice.own.description")}</span>
          </Link>
        </li>
      </ul>
      <p>{t("loginChoice.guardianNote")}</p>
      <p className="login__terms">
        {t("loginChoice.terms")}{" "}
        <Link to={buildPath("eula", termsLanguageFor(brand, lang))}>{t("loginChoice.termsLink")}</Link>.
      </p>
    </div>
  )
})
