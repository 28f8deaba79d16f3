import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { termsLanguageFor } from "../../../platform/brand/config.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

export const Footer = observer(function Footer() {
  const { t } = useTranslation("shell")
  const brand = useBrand()
  const lang = useCurrentLanguage()
  const phone = brand.customerServicePhone
  return (
    <footer className="site-footer">
      <h2 className="visually-hidden">{t("footer.label")}</h2>
      <p>
        {t("footer.customerService")}: <a href={`tel:${phone.e164}`}>{phone.display}</a>
      </p>
      <p>
        {t("footer.appDownload", { app: brand.app.name })}:{" "}
        <a href={brand.app.appStoreUrl}>{t("footer.appStore")}</a>
        {", "}
        <a href={brand.app.googlePlayUrl}>{t("footer.googlePlay")}</a>
      </p>
      <p>
        <Link to={buildPath("eula", termsLanguageFor(brand, lang))}>{t("footer.terms")}</Link>
      </p>
    </footer>
  )
})
