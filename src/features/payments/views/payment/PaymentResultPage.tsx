import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams, useSearchParams } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { PaymentResult } from "../../store/payment/PaymentResult.ts"
import { useCurrentLanguage } from "../../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../../kit/ui/page/PageStates.tsx"
import { InvoiceFacts } from "./InvoiceFacts.tsx"
import { PaymentReceipt } from "./PaymentReceipt.tsx"
import { usePaymentArea } from "./usePaymentArea.ts"
import "./payment.css"

/**
 * The payment result page, by invoice number, with the provider's status (spec messaging §4 'Invoice payment' 4):
 * ok 'Payment completed' with the payment's receipt to print or save (issue 31) and a link to the front page; fail
 * 'Payment interrupted' with the provider's message, the invoice's sum, number and status and a try-again link;
 * delayed and pending: the payment is being confirmed (our choice where the spec renders nothing: the invoice is read
 * again every 3 s, at most 5 times), and once confirmed the same receipt.
 */
export const PaymentResultPage = observer(function PaymentResultPage() {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const { result } = usePaymentArea()
  const { invoiceNumber = "" } = useParams()
  const [params] = useSearchParams()
  const status = params.get("status")
  // a provider may add why a payment failed (docs/decisions/0028-invoices-and-payment.md)
  const reason = params.get("reason")
  useEffect(() => {
    void result.open(invoiceNumber, status, reason)
    return () => result.confirmation.stop()
  }, [result, invoiceNumber, status, reason])

  if (result.invoiceNumber !== invoiceNumber)
    return <Loading title={t("result.title")} status={t("page.loading")} className="payment" />
  if (result.status === "ok") {
    return (
      <div className="page payment">
        <h1>{t("result.completed")}</h1>
        <p>{t("result.completedText")}</p>
        <PaymentReceipt result={result} />
        <Link className="button" to={buildPath("front", lang)}>
          {t("result.toFrontPage")}
        </Link>
      </div>
    )
  }
  if (result.awaitsConfirmation) return <Confirming result={result} />
  if (result.status === undefined) {
    return (
      <div className="page payment">
        <h1>{t("result.unknown")}</h1>
        <p>{t("messages.somethingWentWrong")}</p>
        <p className="payment__links">
          <Link to={buildPath("invoices", lang)}>{t("result.toInvoices")}</Link>
        </p>
      </div>
    )
  }
  return <Interrupted result={result} />
})

const Interrupted = observer(function Interrupted({ result }: { result: PaymentResult }) {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const title = t("result.interrupted")
  const { status, errorKind } = result.loadState
  if (status === "idle" || status === "loading") {
    return <Loading title={title} status={t("page.loading")} className="payment" />
  }
  if (status === "error" && errorKind !== "notFound") {
    return (
      <LoadFailure
        title={title}
        message={t("page.loadError")}
        className="payment"
        onRetry={() => void result.retry()}
      />
    )
  }
  const invoice = result.invoice
  return (
    <div className="page payment">
      <h1>{title}</h1>
      <div className="notice" data-tone="warning" role="status">
        <p>{t(`messages.${result.message ?? "interrupted"}`)}</p>
      </div>
      {invoice ? <InvoiceFacts invoice={invoice} withStatus /> : <p>{t("messages.invoiceNotFound")}</p>}
      {invoice && invoice.status !== "paid" && (
        <Link
          className="button"
          to={buildPath("invoicePayment", lang, { invoiceNumber: invoice.invoiceNumber })}
        >
          {t("result.tryAgain")}
        </Link>
      )}
      <p className="payment__links">
        <Link to={buildPath("invoices", lang)}>{t("result.toInvoices")}</Link>
      </p>
    </div>
  )
})

const Confirming = observer(function Confirming({ result }: { result: PaymentResult }) {
  const { t } = useTranslation("payment")
  const lang = useCurrentLanguage()
  const state = result.confirmationState
  if (state === "confirmed") {
    return (
      <div className="page payment">
        <h1>{t("result.completed")}</h1>
        <p role="status">{t("result.confirmed")}</p>
        <PaymentReceipt result={result} />
        <Link className="button" to={buildPath("front", lang)}>
          {t("result.toFrontPage")}
        </Link>
      </div>
    )
  }
  return (
    <div className="page payment">
      <h1>{t("result.confirming")}</h1>
      <p role="status">{state === "confirming" ? t("result.confirmingText") : t("result.unconfirmed")}</p>
      {result.invoice && <InvoiceFacts invoice={result.invoice} withStatus />}
      {state === "unconfirmed" && (
        <button type="button" className="button" onClick={() => result.confirm()}>
          {t("result.checkAgain")}
        </button>
      )}
      <p className="payment__links">
        <Link to={buildPath("invoices", lang)}>{t("result.toInvoices")}</Link>
      </p>
    </div>
  )
})
