import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Navigate } from "react-router"
import { termsLanguageFor } from "../../../platform/brand/config.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import "./info.css"

const SECTIONS = ["service", "identification", "bookings", "privacy", "responsibility", "changes"] as const

/**
 * spec booking §2 Terms (/{lang}/eula; Finnish for the children's variant): the terms of use of the online
 * service. The children's brand has them in Finnish only, so its other languages' addresses lead to /fi/eula; its
 * terms add the section on acting for a child.
 */
export const EulaPage = observer(function EulaPage() {
  const { t } = useTranslation("info")
  const brand = useBrand()
  const lang = useCurrentLanguage()
  const termsLang = termsLanguageFor(brand, lang)
  if (termsLang !== lang) return <Navigate to={buildPath("eula", termsLang)} replace />
  return (
    <div className="page info-page">
      <h1>{t("eula.title")}</h1>
      <p>{t("eula.intro", { brand: brand.displayName })}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`eula-${section}`}>
          <h2 id={`eula-${section}`}>{t(`eula.sections.${section}.title`)}</h2>
          <p>{t(`eula.sections.${section}.body`)}</p>
        </section>
      ))}
      {brand.brand === "children" && (
        <section aria-labelledby="eula-children">
          <h2 id="eula-children">{t("eula.children.title")}</h2>
          <p>{t("eula.children.body")}</p>
        </section>
      )}
    </div>
  )
})
