import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import { isApiError } from "../../../../platform/api/errors.ts"
import type {
  ContactInfo,
  PaymentCreation,
  PaymentInvoice,
  PaymentProvider,
} from "../../../../platform/api/schemas.ts"
import {
  isPaymentEmailValid,
  paymentMessageOfConflict,
  paymentRequestFor,
  type PaymentMessage,
} from "../../../../domain/payment.ts"
import { LoadableModel } from "../../../../kit/stores/Loadable.ts"
import { attachAreaOf, langOf } from "../../../../kit/stores/rootAccess.ts"
import { loadErrorKindOf } from "../../../../kit/stores/loadError.ts"
import { fetchPaymentInvoice, invoicePaymentState } from "./invoiceRequest.ts"

/**
 * What the payment page shows: loading; the invoice not found (or the load failed); paid; open but no longer payable
 * online; the email missing or invalid (update the contact information first); the payment being created, created
 * (terms and providers) or failed.
 */
export type InvoicePaymentPhase =
  | "loading"
  | "notFound"
  | "loadError"
  | "paid"
  | "notPayable"
  | "emailRequired"
  | "creating"
  | "ready"
  | "creationError"

/** What pressing a provider's button comes to: submit its form, or not (the invoice was paid meanwhile, or failed). */
export type ProviderChoice = { submit: true; provider: PaymentProvider } | { submit: false }

/**
 * The invoice payment page (spec messaging §4 'Invoice payment'): loads the invoice by number and the patient's
 * profile, then starts the payment (createPayment with the §7 item) and offers its providers. A provider's button
 * reads the invoice again first: its form is submitted only while the invoice is still open, otherwise the page
 * loads again and shows it paid.
 */
export const InvoicePaymentModel = types
  .model("InvoicePayment", {
    invoiceNumber: "",
    loadState: types.optional(LoadableModel, {}),
  })
  .volatile(() => ({
    phase: "loading" as InvoicePaymentPhase,
    invoice: undefined as PaymentInvoice | undefined,
    creation: undefined as PaymentCreation | undefined,
    /** Why the payment could not be started, in the spec's provider messages. */
    creationMessage: undefined as PaymentMessage | undefined,
    /** The provider whose button was pressed, while the invoice is read again. */
    checkingProviderId: undefined as string | undefined,
    /** The invoice turned out paid when a provider's button was pressed: the page says so. */
    paidMeanwhile: false,
  }))
  .views((self) => ({
    get providers(): readonly PaymentProvider[] {
      return self.creation?.providers ?? []
    },
    get terms(): string {
      return self.creation?.terms ?? ""
    },
    get isChecking(): boolean {
      return self.checkingProviderId !== undefined
    },
  }))
  .actions((self) => ({
    setPhase(phase: InvoicePaymentPhase) {
      self.phase = phase
    },
    receiveInvoice(invoice: PaymentInvoice) {
      self.invoice = invoice
    },
    created(creation: PaymentCreation) {
      self.creation = creation
      self.creationMessage = undefined
      self.phase = "ready"
    },
    creationFailed(message: PaymentMessage) {
      self.creation = undefined
      self.creationMessage = message
      self.phase = "creationError"
    },
    setChecking(providerId: string | undefined) {
      self.checkingProviderId = providerId
    },
    setPaidMeanwhile(value: boolean) {
      self.paidMeanwhile = value
    },
    /** The provider's page did not open (the form could not be sent): its button is free again. */
    providerLeft() {
      self.checkingProviderId = undefined
    },
    reset(invoiceNumber: string) {
      self.invoiceNumber = invoiceNumber
      self.invoice = undefined
      self.creation = undefined
      self.creationMessage = undefined
      self.checkingProviderId = undefined
      self.paidMeanwhile = false
      self.phase = "loading"
    },
  }))
  .actions((self) => {
    const contactInfo = flow(function* () {
      const profile = attachAreaOf(self, "profile")
      if (!profile) return undefined
      // the page needs it current: the patient may just have saved an email in my information
      yield profile.refresh()
      if (profile.status === "error") throw new Error("The profile could not be read")
      return (profile.data?.contactInfo ?? undefined) as ContactInfo | undefined
    })

    const createPayment: (invoice: PaymentInvoice, contact: ContactInfo) => Promise<void> = flow(function* (
      invoice: PaymentInvoice,
      contact: ContactInfo,
    ) {
      const { api } = getEnv<StoreEnv>(self)
      self.setPhase("creating")
      const body = paymentRequestFor(
        invoice,
        {
          email: contact.emailAddress ?? "",
          phone: contact.phoneNumber ?? "",
          firstName: contact.firstName,
          lastName: contact.lastName,
        },
        langOf(self),
      )
      try {
        const creation: PaymentCreation = yield unwrap(api.POST("/api/payments", { body }))
        self.created(creation)
      } catch (error) {
        if (isApiError(error, "aborted")) return
        if (isApiError(error, "http") && error.status === 409) {
          const type = (error.body as { type?: string } | undefined)?.type ?? ""
          // paid meanwhile: the page shows it paid
          if (type === "invoiceAlreadyPaid") return void (yield load(invoice.invoiceNumber, true))
          return self.creationFailed(paymentMessageOfConflict(type))
        }
        if (isApiError(error, "http") && error.status === 404) return self.creationFailed("invoiceNotFound")
        if (isApiError(error, "validation") && error.details.some((issue) => issue.path.includes("email"))) {
          return self.setPhase("emailRequired")
        }
        self.creationFailed("somethingWentWrong")
      }
    })

    /** Loads the invoice and the profile, then starts the payment when the invoice is payable and the email valid. */
    const load: (invoiceNumber: string, paidMeanwhile?: boolean) => Promise<void> = flow(function* (
      invoiceNumber: string,
      paidMeanwhile = false,
    ) {
      self.reset(invoiceNumber)
      self.setPaidMeanwhile(paidMeanwhile)
      const outcome = yield self.loadState.run(
        (signal) => fetchPaymentInvoice(self, invoiceNumber, signal),
        self.receiveInvoice,
      )
      if (outcome.status === "cancelled") return
      if (outcome.status === "error") {
        return self.setPhase(outcome.errorKind === "notFound" ? "notFound" : "loadError")
      }
      const invoice = outcome.value as PaymentInvoice
      const state = invoicePaymentState(invoice)
      if (state !== "payable") return self.setPhase(state)
      let contact: ContactInfo | undefined
      try {
        contact = yield contactInfo()
      } catch {
        return self.setPhase("loadError")
      }
      if (self.invoiceNumber !== invoiceNumber) return
      if (!contact || !isPaymentEmailValid(contact.emailAddress)) return self.setPhase("emailRequired")
      yield createPayment(invoice, contact)
    })

    /**
     * spec §4.3: a provider's button reads the invoice again; its form may be submitted only while the invoice is
     * still open. Paid meanwhile: the page loads again and shows it paid.
     */
    const chooseProvider = flow(function* (providerId: string) {
      const provider = self.providers.find((candidate) => candidate.id === providerId)
      if (!provider || self.isChecking) return { submit: false } as ProviderChoice
      self.setChecking(provider.id)
      try {
        const invoice: PaymentInvoice = yield fetchPaymentInvoice(self, self.invoiceNumber)
        // the button stays busy while the browser leaves for the provider
        if (invoicePaymentState(invoice) === "payable") return { submit: true, provider } as ProviderChoice
        self.setChecking(undefined)
        yield load(self.invoiceNumber, invoice.status === "paid")
      } catch (error) {
        self.setChecking(undefined)
        if (!isApiError(error, "aborted")) {
          self.creationFailed(
            loadErrorKindOf(error) === "notFound" ? "invoiceNotFound" : "somethingWentWrong",
          )
        }
      }
      return { submit: false } as ProviderChoice
    })

    return { load, chooseProvider }
  })

export interface InvoicePayment extends Instance<typeof InvoicePaymentModel> {}
