import { observer } from "mobx-react-lite"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { eurosOf } from "../../../../domain/payment.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import type { PaymentResult } from "../../store/payment/PaymentResult.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { VisitFacts } from "./InvoiceFacts.tsx"

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * A completed payment's receipt (issue 31), on the page and alone on paper (payment.css): the provider's name, the
 * sum, the invoice number and the reference (the invoice number, spec messaging §3), the paid date, what it was for
 * and the payer, and on paper the print date. What the page could not read (the invoice failed to load) is left out;
 * the number and reference are known from the address. Printing also offers saving as PDF in the browsers' dialog.
 */
export const PaymentReceipt = observer(function PaymentReceipt({ result }: { result: PaymentResult }) {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const { displayName } = useBrand()
  const clock = useClock()
  const invoice = result.invoice
  if (result.loadState.status === "loading" && !invoice) {
    return <p role="status">{t("receipt.loading")}</p>
  }
  const visit = invoice?.visit
  return (
    <>
      <section className="payment-receipt" aria-labelledby="payment-receipt-title">
        <p className="payment-receipt__provider">{displayName}</p>
        <h2 id="payment-receipt-title">{t("receipt.title")}</h2>
        <dl className="payment__facts">
          {invoice && <Fact term={t("receipt.sum")}>{formatEuros(eurosOf(invoice.sumCents), lang)}</Fact>}
          <Fact term={t("page.invoiceNumber")}>{result.invoiceNumber}</Fact>
          <Fact term={t("receipt.reference")}>{result.invoiceNumber}</Fact>
          {invoice?.paidDate && (
            <Fact term={t("receipt.paidDate")}>
              <time dateTime={invoice.paidDate}>{formatDate(invoice.paidDate)}</time>
            </Fact>
          )}
          {visit && <VisitFacts visit={visit} />}
          {invoice && <Fact term={t("receipt.payer")}>{invoice.buyerName}</Fact>}
        </dl>
        <p className="payment-receipt__printed">
          {t("receipt.printed", { date: formatDate(new Date(clock())) })}
        </p>
      </section>
      <p className="payment-receipt__actions">
        <button type="button" className="button" data-variant="secondary" onClick={() => window.print()}>
          {t("receipt.print")}
        </button>
        <span className="payment-receipt__hint">{t("receipt.printHint")}</span>
      </p>
    </>
  )
})
