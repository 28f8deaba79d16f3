import { useTranslation } from "react-i18next"
import { invoiceEuros, type InvoiceOpenTotal } from "../../../../domain/invoices.ts"
import type { Lang } from "../../../../domain/language.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"

/**
 * The total open amount in the invoices page's heading area (issue 31): the unpaid invoices over all pages, their
 * number, and the overdue part when there is one; or that nothing is open.
 */
export function OpenTotal({ total, lang }: { total: InvoiceOpenTotal; lang: Lang }) {
  const { t } = useTranslation("invoices")
  if (total.count === 0) return <p className="invoices__open-total">{t("openTotal.none")}</p>
  return (
    <dl className="invoices__open-total" aria-label={t("openTotal.label")}>
      <div>
        <dt>{t("openTotal.sum", { count: total.count })}</dt>
        <dd className="invoices__open-sum">{formatEuros(invoiceEuros(total.sumCents), lang)}</dd>
      </div>
      {total.overdueSumCents > 0 && (
        <div>
          <dt>{t("openTotal.overdue")}</dt>
          <dd>{formatEuros(invoiceEuros(total.overdueSumCents), lang)}</dd>
        </div>
      )}
    </dl>
  )
}
