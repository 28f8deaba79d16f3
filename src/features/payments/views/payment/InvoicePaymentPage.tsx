import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { encodeSaveAction } from "../../../../domain/appointmentRules.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { InvoiceFacts } from "./InvoiceFacts.tsx"
import { PaymentTerms } from "./PaymentTerms.tsx"
import { PriceDetails } from "./PriceDetails.tsx"
import { ProviderForms } from "./ProviderForms.tsx"
import { usePaymentArea } from "./usePaymentArea.ts"
import "./payment.css"

/**
 * The invoice payment page, by invoice number (spec messaging §4 'Invoice payment'): the invoice's sum and the
 * providers, or 'invoice not found'. Without a valid email the patient updates the contact information first, in
 * my information, whose save ('save and proceed to payment') returns here. With feature price-details the invoice's
 * rows show too.
 */
export const InvoicePaymentPage = observer(function InvoicePaymentPage() {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const { session } = useStores()
  const { invoicePayment: payment } = usePaymentArea()
  const { invoiceNumber = "" } = useParams()
  useEffect(() => {
    void payment.load(invoiceNumber)
  }, [payment, invoiceNumber])
  // paid meanwhile: the pressed provider button is gone, so focus goes to what the page now says
  const paidNotice = useRef<HTMLDivElement>(null)
  const { paidMeanwhile } = payment
  useEffect(() => {
    if (paidMeanwhile) paidNotice.current?.focus()
  }, [paidMeanwhile, payment.phase])

  const title = t("page.title")
  const toInvoices = <Link to={buildPath("invoices", lang)}>{t("page.toInvoices")}</Link>
  const { phase, invoice } = payment

  if (phase === "loading" || payment.invoiceNumber !== invoiceNumber) {
    return <Loading title={title} status={t("page.loading")} className="payment" />
  }
  if (phase === "loadError") {
    return (
      <LoadFailure
        title={title}
        message={t("page.loadError")}
        className="payment"
        onRetry={() => void payment.load(invoiceNumber)}
      />
    )
  }
  if (phase === "notFound" || !invoice) {
    return (
      <div className="page payment">
        <h1>{title}</h1>
        <div className="notice" data-tone="danger" role="alert">
          <p>{t("messages.invoiceNotFound")}</p>
        </div>
        <p className="payment__links">{toInvoices}</p>
      </div>
    )
  }

  const facts = <InvoiceFacts invoice={invoice} withStatus={phase === "paid"} />
  if (phase === "paid") {
    return (
      <div className="page payment">
        <h1>{title}</h1>
        {payment.paidMeanwhile && (
          <div className="notice" data-tone="info" role="status" tabIndex={-1} ref={paidNotice}>
            <p>{t("page.paidMeanwhile")}</p>
          </div>
        )}
        <h2>{t("page.paidTitle")}</h2>
        {invoice.paidDate && <p>{t("page.paidOn", { date: formatDate(invoice.paidDate) })}</p>}
        {facts}
        <p className="payment__links">{toInvoices}</p>
      </div>
    )
  }

  const myInformation = buildPath("myInformation", lang, undefined, {
    // the saveAction's id is the invoice number to come back to (saveActionTarget in views/account)
    saveAction: encodeSaveAction({ type: "go-to-invoice-page", appointmentId: invoice.invoiceNumber }),
  })
  return (
    <div className="page payment">
      <h1>{title}</h1>
      {facts}
      {session.hasFeature("price-details") && <PriceDetails invoice={invoice} />}
      {phase === "notPayable" && (
        <div className="notice" data-tone="warning" role="status">
          <p>{t("page.notPayable")}</p>
        </div>
      )}
      {phase === "emailRequired" && (
        <section className="notice" data-tone="warning" aria-labelledby="payment-email-title">
          <h2 id="payment-email-title">{t("page.emailTitle")}</h2>
          <p>{t("page.emailText")}</p>
          <Link className="button" to={myInformation}>
            {t("page.emailLink")}
          </Link>
        </section>
      )}
      {phase === "creating" && <p role="status">{t("page.creating")}</p>}
      {phase === "creationError" && (
        <div className="notice" data-tone="danger" role="alert">
          <p>{t(`messages.${payment.creationMessage ?? "somethingWentWrong"}`)}</p>
          <button type="button" className="button" onClick={() => void payment.load(invoiceNumber)}>
            {t("page.retryCreation")}
          </button>
        </div>
      )}
      {phase === "ready" && (
        <>
          <PaymentTerms html={payment.terms} />
          <ProviderForms payment={payment} />
        </>
      )}
      <p className="payment__links">{toInvoices}</p>
    </div>
  )
})
