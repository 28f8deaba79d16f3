import { useTranslation } from "react-i18next"
import {
  invoiceStatusLook,
  type InvoiceStatusIcon,
  type ListableInvoiceStatus,
} from "../../../../domain/invoices.ts"

// 16 × 16 line icons in the text's colour; the status's text beside them says the same (WCAG 1.4.1).
const ICON_PATHS: Readonly<Record<InvoiceStatusIcon, string>> = {
  clock: "M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13ZM8 4.5V8l2.5 2",
  alert: "M8 1.8 15 14H1ZM8 6v3.8M8 11.6v.4",
  check: "M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13ZM5 8.2l2 2 4-4.2",
  letter: "M1.5 3.5h13v9h-13ZM1.5 3.5 8 9l6.5-5.5",
  return: "M5.5 3 2.5 6l3 3M2.5 6h7a4 4 0 0 1 0 8H6",
  question:
    "M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13ZM6 6.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.6M8 11.3v.4",
}

/** An invoice's status by its text and an icon; the tone only colours them (spec: the listable statuses). */
export function InvoiceStatusBadge({ status }: { status: ListableInvoiceStatus }) {
  const { t } = useTranslation("invoices")
  const { icon, tone } = invoiceStatusLook(status)
  return (
    <span className="invoice-status" data-tone={tone} data-status={status}>
      <svg className="invoice-status__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={ICON_PATHS[icon]} />
      </svg>
      {t(`statuses.${status}`)}
    </span>
  )
}
