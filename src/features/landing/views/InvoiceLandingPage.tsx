import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { getBrandConfig } from "../../../platform/brand/config.ts"
import { environmentOf } from "../../../domain/features.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { invoiceLandingChoices, type InvoiceLandingChoice } from "./invoiceLandingChoices.ts"
import "./landing.css"

/**
 * spec messaging §2 'Anonymous pages': the invoice-notification landing (no footer or menu; the shell's header keeps
 * the brand and the FI SV EN language links). 'Whose visit would you like to pay for?': an own visit at either
 * brand, or a child's visit (under 18), each leading to the right login and from there to the invoices.
 */
export const InvoiceLandingPage = observer(function InvoiceLandingPage() {
  const { t } = useTranslation("landing")
  const brand = useBrand()
  const lang = useCurrentLanguage()
  const choices = invoiceLandingChoices(brand, lang)
  const brandName = (choice: InvoiceLandingChoice) =>
    getBrandConfig(environmentOf(choice.brand, brand.stage)).displayName

  const card = (choice: InvoiceLandingChoice) => {
    const title = choice.id === "child" ? t("invoice.child") : t("invoice.own")
    const content = (
      <>
        <span className="landing__choice-title">{title}</span>
        <span>{t("invoice.ownAt", { brand: brandName(choice) })}</span>
      </>
    )
    return (
      <li key={choice.id} className="card landing__choice">
        <h2>
          {choice.isExternal ? (
            <a href={choice.href} hrefLang={lang}>
              {content}
            </a>
          ) : (
            <Link to={choice.href}>{content}</Link>
          )}
        </h2>
        {choice.id === "ownChildren" && <p>{t("invoice.ownChildrenHint")}</p>}
        {choice.id === "child" && <p>{t("invoice.childHint")}</p>}
      </li>
    )
  }

  return (
    <div className="page landing">
      <h1>{t("invoice.title")}</h1>
      <p className="landing__lead">{t("invoice.intro")}</p>
      <ul className="card-grid landing__choices" aria-label={t("invoice.choices")}>
        {choices.map(card)}
      </ul>
    </div>
  )
})
