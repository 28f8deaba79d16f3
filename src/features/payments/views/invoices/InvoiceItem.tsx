import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { invoiceEuros, invoiceStatusLook, isPayableOnline } from "../../../../domain/invoices.ts"
import type { Lang } from "../../../../domain/language.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { InvoiceListItem } from "../../store/invoices/area.ts"
import { formatEuros } from "../../../../kit/ui/format/money.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { InvoiceStatusBadge } from "./InvoiceStatusBadge.tsx"
import { InvoiceVisitFacts } from "./InvoiceVisit.tsx"
import { PayableUntil, PayOnlineLink } from "./PayOnline.tsx"

/** The download's file name: what it is and its number ('lasku-3040512.pdf'); no personal data. */
export function invoiceFilename(filenameWord: string, invoiceNumber: string): string {
  return `${filenameWord}-${invoiceNumber}.pdf`
}

/**
 * One invoice of the list (spec booking §2, §8; messaging §3): what it was for (the service as its heading, the
 * visit's day, practitioner and clinic: issue 31), number, date, due date, sum and status; whom to contact for an
 * overdue or a not-available one; the payment page while it can be paid online; its summary and PDF.
 */
export function InvoiceItem({
  invoice,
  lang,
  nowMs,
  pdfPath,
}: {
  invoice: InvoiceListItem
  lang: Lang
  nowMs: number
  pdfPath(filename: string): string
}) {
  const { t } = useTranslation("invoices")
  const { billingEmail } = useBrand()
  const { contact } = invoiceStatusLook(invoice.status)
  const payable = isPayableOnline(invoice, nowMs)
  const filename = invoiceFilename(t("list.filename"), invoice.invoiceNumber)
  // a list's links told apart for a screen reader: one name each, "{action}, invoice {number}"
  const ofInvoice = (action: string) => t("list.ofInvoice", { action, number: invoice.invoiceNumber })
  return (
    <li className="invoice" data-status={invoice.status}>
      <h2>
        <span className="invoice__service">{invoice.visit.service}</span>{" "}
        <span className="invoice__number">{t("list.invoice", { number: invoice.invoiceNumber })}</span>
      </h2>
      <dl className="invoice__facts">
        <InvoiceVisitFacts visit={invoice.visit} />
        <div>
          <dt>{t("list.date")}</dt>
          <dd>
            <time dateTime={invoice.creationDate}>{formatDate(invoice.creationDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("list.dueDate")}</dt>
          <dd>
            <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("list.sum")}</dt>
          <dd className="invoice__sum">{formatEuros(invoiceEuros(invoice.sumCents), lang)}</dd>
        </div>
        <div>
          <dt>{t("list.status")}</dt>
          <dd>
            <InvoiceStatusBadge status={invoice.status} />
          </dd>
        </div>
      </dl>
      {contact === "debtCollection" && <p className="invoice__contact">{t("contact.debtCollection")}</p>}
      {contact === "billingEmail" && (
        <p className="invoice__contact">
          {t("contact.billingEmail")} <a href={`mailto:${billingEmail}`}>{billingEmail}</a>
        </p>
      )}
      {payable && <PayableUntil until={invoice.payableOnlineUntil} />}
      <p className="invoice__actions">
        {payable && (
          <PayOnlineLink
            invoiceNumber={invoice.invoiceNumber}
            lang={lang}
            label={ofInvoice(t("payOnline.pay"))}
          />
        )}
        <Link
          className="button"
          data-variant="secondary"
          to={buildPath("invoiceSummary", lang, { invoiceId: invoice.id })}
          aria-label={ofInvoice(t("list.summary"))}
        >
          {t("list.summary")}
        </Link>
        <a
          className="button"
          data-variant="secondary"
          href={pdfPath(filename)}
          download={filename}
          type="application/pdf"
          hrefLang={lang}
          aria-label={ofInvoice(t("list.download"))}
        >
          {t("list.download")}
        </a>
      </p>
    </li>
  )
}
