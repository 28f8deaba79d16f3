import { useTranslation } from "react-i18next"
import type { PaymentInvoice } from "../../store/payment/area.ts"
import { eurosOf } from "../../../../domain/payment.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"

/** The invoice's number and sum, and with `withStatus` its status: paid with its date, or unpaid (spec §4). */
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
