import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { SICKNESS_FUND_TABS } from "../../../domain/menu.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { Tabs } from "../../../kit/ui/tabs/Tabs.tsx"
import { CustomerServicePhone } from "./CustomerServicePhone.tsx"
import { InfoAccordion } from "./InfoAccordion.tsx"
import { SicknessFundReimbursements } from "./SicknessFundReimbursements.tsx"
import "./info.css"

type TabAnchor = (typeof SICKNESS_FUND_TABS)[number]["anchor"]

/** The tabs by the anchor the menu links to, with their text keys. */
const TABS = [
  { anchor: "sairauskassa", key: "overview" },
  { anchor: "korvauskaytannot", key: "reimbursements" },
  { anchor: "ohjeet", key: "instructions" },
  { anchor: "usein-kysyttya", key: "faq" },
] as const satisfies readonly { anchor: TabAnchor; key: string }[]

const STEPS = ["book", "visit", "pay", "limits"] as const
const FAQ = ["whoIsMember", "referral", "family", "notCovered"] as const

function tabOfHash(hash: string): TabAnchor {
  const anchor = decodeURIComponent(hash.replace(/^#/, ""))
  return TABS.find((tab) => tab.anchor === anchor)?.anchor ?? TABS[0].anchor
}

/**
 * spec booking §2 Sickness fund (/{lang}/sairauskassa): four tabs (Sairauskassa, Korvauskäytännöt, Ohjeet, Usein
 * kysyttyä) with the co-pays and limits of §9; for members only (§6: sickness-fund-page and the member feature).
 * The selected tab is the address's fragment, so the menu's links open a tab and a tab can be linked to.
 */
export const SicknessFundPage = observer(function SicknessFundPage() {
  const { t } = useTranslation("info")
  const { session } = useStores()
  const { hash, pathname, search } = useLocation()
  const navigate = useNavigate()
  if (!session.hasFeature("sickness-fund-page") || !session.hasFeature("is-finnair-sickness-fund-member")) {
    return <NotFoundPage />
  }
  const selected = tabOfHash(hash)
  const select = (anchor: TabAnchor) =>
    void navigate({ pathname, search, hash: `#${anchor}` }, { replace: true })

  return (
    <div className="page info-page">
      <h1>{t("sicknessFund.title")}</h1>
      <p>{t("sicknessFund.intro")}</p>
      <Tabs
        className="info-tabs"
        label={t("sicknessFund.tabsLabel")}
        tabs={TABS.map((tab) => ({ id: tab.anchor, label: t(`sicknessFund.tabs.${tab.key}`) }))}
        selected={selected}
        onSelect={select}
      >
        {(anchor) => <SicknessFundPanel anchor={anchor} />}
      </Tabs>
    </div>
  )
})

function SicknessFundPanel({ anchor }: { anchor: TabAnchor }) {
  const { t } = useTranslation("info")
  switch (anchor) {
    case "sairauskassa":
      return (
        <>
          <h2>{t("sicknessFund.overview.title")}</h2>
          <p>{t("sicknessFund.overview.body")}</p>
          <p>{t("sicknessFund.overview.membership")}</p>
        </>
      )
    case "korvauskaytannot":
      return <SicknessFundReimbursements />
    case "ohjeet":
      return (
        <>
          <h2>{t("sicknessFund.instructions.title")}</h2>
          <ol className="info-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`sicknessFund.instructions.steps.${step}`)}</li>
            ))}
          </ol>
          <CustomerServicePhone lead={t("sicknessFund.instructions.contact")} />
        </>
      )
    case "usein-kysyttya":
      return (
        <>
          <h2>{t("sicknessFund.faq.title")}</h2>
          <InfoAccordion
            headingLevel={3}
            items={FAQ.map((question) => ({
              id: question,
              title: t(`sicknessFund.faq.items.${question}.title`),
              body: <p>{t(`sicknessFund.faq.items.${question}.body`)}</p>,
            }))}
          />
        </>
      )
  }
}
