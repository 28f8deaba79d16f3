import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { invoiceEuros, isPayableOnline, nextPayabilityChange } from "../../../../domain/invoices.ts"
import type { Lang } from "../../../../domain/language.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { InvoiceSummary } from "../../store/invoices/area.ts"
import { formatEuros, formatNumber, formatPercent } from "../../../../kit/ui/format/money.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useNow } from "../../../../kit/ui/hooks/useNow.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { InvoiceStatusBadge } from "./InvoiceStatusBadge.tsx"
import { InvoiceVisitFacts } from "./InvoiceVisit.tsx"
import { useInvoicesArea } from "./useInvoicesArea.ts"
import "./invoices.css"
import { PayableUntil, PayOnlineLink } from "./PayOnline.tsx"

const euros = (cents: number, lang: Lang) => formatEuros(invoiceEuros(cents), lang)

function InvoiceRows({ invoice, lang }: { invoice: InvoiceSummary; lang: Lang }) {
  const { t } = useTranslation("invoices")
  if (invoice.rows.length === 0) return <p>{t("summary.noRows")}</p>
  return (
    <ol className="invoice-rows">
      {invoice.rows.map((row, index) => (
        <li key={index} className="invoice-row">
          <h3>{row.description}</h3>
          <dl className="invoice__facts">
            <div>
              <dt>{t("summary.count")}</dt>
              <dd>{formatNumber(row.count, lang)}</dd>
            </div>
            <div>
              <dt>{t("summary.unitPrice")}</dt>
              <dd>{euros(row.unitPriceCents, lang)}</dd>
            </div>
            <div>
              <dt>{t("summary.rowDate")}</dt>
              <dd>
                <time dateTime={row.date}>{formatDate(row.date)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("summary.vat")}</dt>
              <dd>{formatPercent(row.vatPercentage, lang)}</dd>
            </div>
            <div>
              <dt>{t("summary.rowTotal")}</dt>
              <dd className="invoice__sum">{euros(Math.round(row.count * row.unitPriceCents), lang)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  )
}

function Summary({ invoice, lang }: { invoice: InvoiceSummary; lang: Lang }) {
  const { t } = useTranslation("invoices")
  const clock = useClock()
  const nowMs = useNow(nextPayabilityChange([invoice], clock()))
  const payable = isPayableOnline(invoice, nowMs)
  const { buyerAddress } = invoice
  return (
    <div className="page invoices invoice-summary">
      <h1>{t("summary.title")}</h1>
      <dl className="invoice__facts">
        <div>
          <dt>{t("visit.service")}</dt>
          <dd>{invoice.visit.service}</dd>
        </div>
        <InvoiceVisitFacts visit={invoice.visit} />
        <div>
          <dt>{t("summary.invoiceNumber")}</dt>
          <dd>{invoice.invoiceNumber}</dd>
        </div>
        <div>
          <dt>{t("summary.date")}</dt>
          <dd>
            <time dateTime={invoice.creationDate}>{formatDate(invoice.creationDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("summary.dueDate")}</dt>
          <dd>
            <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("summary.status")}</dt>
          <dd>
            <InvoiceStatusBadge status={invoice.status} />
          </dd>
        </div>
        {invoice.paidDate && (
          <div>
            <dt>{t("summary.paidDate")}</dt>
            <dd>
              <time dateTime={invoice.paidDate}>{formatDate(invoice.paidDate)}</time>
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="invoice-buyer">
        <h2 id="invoice-buyer">{t("summary.buyer")}</h2>
        <address className="invoice-summary__buyer">
          {invoice.buyerName}
          <br />
          {buyerAddress.street}
          <br />
          {buyerAddress.postalCode} {buyerAddress.postOffice}
        </address>
      </section>
      <section aria-labelledby="invoice-rows">
        <h2 id="invoice-rows">{t("summary.rows")}</h2>
        <InvoiceRows invoice={invoice} lang={lang} />
      </section>
      <p className="invoice-summary__total">
        <span>{t("summary.total")}</span> <strong>{euros(invoice.sumCents, lang)}</strong>
      </p>
      {payable && <PayableUntil until={invoice.payableOnlineUntil} />}
      <p className="invoice__actions">
        {payable && <PayOnlineLink invoiceNumber={invoice.invoiceNumber} lang={lang} />}
        <Link to={buildPath("invoices", lang)}>{t("summary.allInvoices")}</Link>
      </p>
    </div>
  )
}

/** spec messaging §8: 'invoice not found', named so in the title too, with the way back to the list. */
function NotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation("invoices")
  usePageTitle(t("summary.notFound"))
  return (
    <div className="page invoices">
      <h1>{t("summary.notFound")}</h1>
      <p>{t("summary.notFoundBody")}</p>
      <p>
        <Link to={buildPath("invoices", lang)}>{t("summary.allInvoices")}</Link>
      </p>
    </div>
  )
}

/**
 * The invoice summary page (spec messaging §2 by invoice id, §3, §7 getInvoiceSummary): the invoice's number and
 * dates, what it was for (service, visit day, practitioner and clinic), buyer and address, rows (description, count,
 * unit price, date, VAT %, the row's sum) and total, and the pay button while
 * it can be paid online. The row descriptions come in the page's language, so a language switch reads it again.
 */
export const InvoiceSummaryPage = observer(function InvoiceSummaryPage() {
  const { t } = useTranslation("invoices")
  const lang = useCurrentLanguage()
  const { invoiceId = "" } = useParams()
  const { summary } = useInvoicesArea()
  useEffect(() => {
    void summary.load(invoiceId)
  }, [summary, invoiceId, lang])

  const invoice = summary.invoiceFor(invoiceId)
  if (invoice) return <Summary invoice={invoice} lang={lang} />
  if (summary.isNotFound) return <NotFound lang={lang} />
  if (summary.status === "error") {
    return (
      <div className="page invoices">
        <h1>{t("summary.title")}</h1>
        <ErrorView headingLevel={2} onRetry={() => void summary.load(invoiceId)} />
      </div>
    )
  }
  return <Loading title={t("summary.title")} status={t("summary.loading")} className="invoices" />
})
