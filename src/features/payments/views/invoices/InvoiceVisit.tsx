import { useTranslation } from "react-i18next"
import { visitGiver } from "../../../../domain/invoices.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import type { InvoiceListItem } from "../../store/invoices/area.ts"

type Visit = InvoiceListItem["visit"]

/**
 * What an invoice was for (issue 31, the contract's inferred InvoiceVisit), as facts of an invoice__facts list: the
 * visit's day and who or where gave it. The service itself is the invoice's heading.
 */
export function InvoiceVisitFacts({ visit }: { visit: Visit }) {
  const { t } = useTranslation("invoices")
  const giver = visitGiver(visit)
  return (
    <>
      <div>
        <dt>{t("visit.date")}</dt>
        <dd>
          <time dateTime={visit.date}>{formatDate(visit.date)}</time>
        </dd>
      </div>
      {giver && (
        <div>
          <dt>{t("visit.giver")}</dt>
          <dd>{giver}</dd>
        </div>
      )}
    </>
  )
}
