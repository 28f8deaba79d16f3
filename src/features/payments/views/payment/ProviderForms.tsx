import { observer } from "mobx-react-lite"
import { useEffect, useId, useMemo, useRef, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import type { InvoicePayment } from "../../store/payment/InvoicePayment.ts"
import type { PaymentProvider } from "../../store/payment/area.ts"
import { isWebUrl } from "../../../../domain/payment.ts"
import { sanitizeLogo } from "./sanitize.ts"

/**
 * The providers as buttons with their logos and names (spec §3). Each is a real form POST to the provider's url with
 * its parameters as hidden fields; a press reads the invoice again first (spec §4.3) and sends the form only while
 * the invoice is still open. A provider whose url is not a web address gets no button.
 */
export const ProviderForms = observer(function ProviderForms({ payment }: { payment: InvoicePayment }) {
  const { t } = useTranslation("payment")
  const headingId = useId()
  const providers = payment.providers.filter((provider) => isWebUrl(provider.url))

  // back from the provider's page through the browser's cache: the buttons are free again
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) payment.providerLeft()
    }
    window.addEventListener("pageshow", shown)
    return () => window.removeEventListener("pageshow", shown)
  }, [payment])

  return (
    <section className="payment__providers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("page.providers")}</h2>
      <p>{t("page.providersNote")}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderForm provider={provider} payment={payment} />
          </li>
        ))}
      </ul>
      <p role="status" className="payment__checking">
        {payment.isChecking ? t("page.checking") : ""}
      </p>
    </section>
  )
})

const ProviderForm = observer(function ProviderForm({
  provider,
  payment,
}: {
  provider: PaymentProvider
  payment: InvoicePayment
}) {
  const form = useRef<HTMLFormElement>(null)
  const logo = useMemo(() => sanitizeLogo(provider.svg), [provider.svg])
  const busy = payment.checkingProviderId === provider.id

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (payment.isChecking) return
    const choice = await payment.chooseProvider(provider.id)
    if (!choice.submit) return
    // a real form POST: the browser leaves for the provider's page with the hidden parameters
    if (form.current) form.current.submit()
    else payment.providerLeft()
  }

  return (
    <form ref={form} method="post" action={provider.url} onSubmit={(event) => void submit(event)}>
      {provider.parameters.map((parameter, index) => (
        <input
          key={`${parameter.name}-${index}`}
          type="hidden"
          name={parameter.name}
          value={parameter.value}
        />
      ))}
      <button
        type="submit"
        className="payment__provider"
        aria-disabled={payment.isChecking || undefined}
        aria-busy={busy || undefined}
      >
        {logo && <img src={logo} alt="" width={120} height={48} />}
        <span>{provider.name}</span>
      </button>
    </form>
  )
})
