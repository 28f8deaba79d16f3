import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Lang } from "../../../../domain/language.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"

/** spec booking §9: how long an invoice can still be paid online (four days after the visit). */
export function PayableUntil({ until }: { until: string | null | undefined }) {
  const { t } = useTranslation("invoices")
  if (!until) return null
  return <p className="invoice__payable">{t("payOnline.until", { date: formatDate(until) })}</p>
}

/** The way to the invoice's payment page; `label` tells a list's links apart for a screen reader. */
export function PayOnlineLink({
  invoiceNumber,
  lang,
  label,
}: {
  invoiceNumber: string
  lang: Lang
  label?: string
}) {
  const { t } = useTranslation("invoices")
  return (
    <Link className="button" to={buildPath("invoicePayment", lang, { invoiceNumber })} aria-label={label}>
      {t("payOnline.pay")}
    </Link>
  )
}
