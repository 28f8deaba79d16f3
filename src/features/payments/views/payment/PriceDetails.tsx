import { useId } from "react"
import { useTranslation } from "react-i18next"
import type { PaymentInvoice } from "../../store/payment/area.ts"
import { eurosOf } from "../../../../domain/payment.ts"
import { formatDate, formatDecimal } from "../../../../platform/i18n/format.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"

/**
 * spec booking §6: payment price details only with feature price-details: the invoice's rows and its total. Two
 * columns (the row's date under its description, its VAT under quantity × unit price) so that it fits a phone.
 */
export function PriceDetails({ invoice }: { invoice: PaymentInvoice }) {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const captionId = useId()
  const euros = (cents: number) => formatEuros(eurosOf(cents), lang)
  return (
    <div className="payment__details" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t("page.priceDetails")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("page.rowDescription")}</th>
            <th scope="col">{t("page.rowQuantityPrice")}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">
                {row.description}
                <span className="payment__row-extra">{formatDate(row.date)}</span>
              </th>
              <td>
                {formatDecimal(row.count, lang)} × {euros(row.unitPriceCents)}
                <span className="payment__row-extra">
                  {t("page.rowVat")} {t("page.vatPercent", { value: formatDecimal(row.vatPercentage, lang) })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("page.rowTotal")}</th>
            <td>{euros(invoice.sumCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
