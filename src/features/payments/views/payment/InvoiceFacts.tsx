import { useTranslation } from "react-i18next"
import type { PaymentInvoice } from "../../store/payment/area.ts"
import { visitGiver } from "../../../../domain/invoices.ts"
import { eurosOf } from "../../../../domain/payment.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"

/** What the invoice was for (issue 31): the service, and the visit's day with who or where gave it. */
export function VisitFacts({ visit }: { visit: PaymentInvoice["visit"] }) {
  const { t } = useTranslation("payment")
  const giver = visitGiver(visit)
  return (
    <>
      <div>
        <dt>{t("page.service")}</dt>
        <dd>{visit.service}</dd>
      </div>
      <div>
        <dt>{t("page.visit")}</dt>
        <dd>
          <time dateTime={visit.date}>{formatDate(visit.date)}</time>
          {giver && `, ${giver}`}
        </dd>
      </div>
    </>
  )
}

/**
 * The invoice's number and sum, what it was for (issue 31), and with `withStatus` its status: paid with its date, or
 * unpaid (spec §4).
 */
export function InvoiceFacts({
  invoice,
  withStatus = false,
}: {
  invoice: PaymentInvoice
  withStatus?: boolean
}) {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const paid = invoice.status === "paid"
  return (
    <dl className="payment__facts" aria-label={t("page.invoiceLabel")}>
      <div>
        <dt>{t("page.invoiceNumber")}</dt>
        <dd>{invoice.invoiceNumber}</dd>
      </div>
      <div>
        <dt>{t("page.sum")}</dt>
        <dd>{formatEuros(eurosOf(invoice.sumCents), lang)}</dd>
      </div>
      <VisitFacts visit={invoice.visit} />
      {withStatus ? (
        <div>
          <dt>{t("page.status")}</dt>
          <dd>
            {paid
              ? t("result.paid", { date: invoice.paidDate ? formatDate(invoice.paidDate) : "" }).trim()
              : t("result.unpaid")}
          </dd>
        </div>
      ) : (
        <div>
          <dt>{t("page.dueDate")}</dt>
          <dd>{formatDate(invoice.dueDate)}</dd>
        </div>
      )}
    </dl>
  )
}
