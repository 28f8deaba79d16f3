import { useId, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { sanitizeTerms } from "./sanitize.ts"

/** The payment service's terms (HTML from the server), sanitized before they are shown. */
export function PaymentTerms({ html }: { html: string }) {
  const { t } = useTranslation("payment")
  const headingId = useId()
  const clean = useMemo(() => sanitizeTerms(html), [html])
  if (clean.trim() === "") return null
  return (
    <section className="payment__terms" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("page.terms")}</h2>
      {/* sanitized by DOMPurify just above: no script, handler or javascript: link survives */}
      <div className="payment__terms-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  )
}
