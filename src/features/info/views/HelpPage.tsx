import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { HELP_SMS_FAQ_ANCHOR } from "../../../domain/menu.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { CustomerServicePhone } from "./CustomerServicePhone.tsx"
import { InfoAccordion } from "./InfoAccordion.tsx"
import { useScrollToHash } from "./useScrollToHash.ts"
import "./info.css"

const TOPICS = ["booking", "cancelling", "checkIn", "myInformation", "invoices", "browsers"] as const
const SMS_FAQ = ["what", "enable", "noCode", "phoneChanged", "disable"] as const

/**
 * spec booking §2 Help (/fi/ohjeita, Finnish only; the other languages' menu hides it): general instructions, and
 * the FAQ on SMS login only with feature mfa (§6), reached from the menu by its anchor.
 */
export const HelpPage = observer(function HelpPage() {
  const { t } = useTranslation("info")
  const { session } = useStores()
  const showsSmsFaq = session.hasFeature("mfa")
  useScrollToHash(showsSmsFaq)
  return (
    <div className="page info-page">
      <h1>{t("help.title")}</h1>
      <p>{t("help.intro")}</p>
      <section aria-labelledby="help-general">
        <h2 id="help-general">{t("help.generalTitle")}</h2>
        <InfoAccordion
          headingLevel={3}
          items={TOPICS.map((topic) => ({
            id: topic,
            title: t(`help.topics.${topic}.title`),
            body: <p>{t(`help.topics.${topic}.body`)}</p>,
          }))}
        />
      </section>
      {showsSmsFaq && (
        <section aria-labelledby={HELP_SMS_FAQ_ANCHOR}>
          <h2 id={HELP_SMS_FAQ_ANCHOR}>{t("help.smsFaqTitle")}</h2>
          <InfoAccordion
            headingLevel={3}
            items={SMS_FAQ.map((question) => ({
              id: question,
              title: t(`help.smsFaq.${question}.title`),
              body: <p>{t(`help.smsFaq.${question}.body`)}</p>,
            }))}
          />
        </section>
      )}
      <CustomerServicePhone lead={t("help.contact")} />
    </div>
  )
})
