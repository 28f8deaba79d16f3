import { flow, types, type Instance } from "mobx-state-tree"
import type { PaymentInvoice } from "../../../../platform/api/schemas.ts"
import {
  CONFIRMATION_POLL,
  paymentMessageOfReturn,
  parseProviderStatus,
  type PaymentMessage,
  type ProviderStatus,
} from "../../../../domain/payment.ts"
import { LoadableModel } from "../../../../kit/stores/Loadable.ts"
import { PollerModel } from "../../../../kit/stores/Poller.ts"
import { fetchPaymentInvoice } from "./invoiceRequest.ts"

/**
 * While the provider said delayed or pending: confirming (reading the invoice again), confirmed (it shows paid) or
 * unconfirmed (still open after the last read; the patient may check again).
 */
export type ConfirmationState = "confirming" | "confirmed" | "unconfirmed"

/**
 * The payment result page (spec messaging §4 'Invoice payment' 4): ok 'Payment completed' with the invoice's receipt
 * (issue 31); fail 'Payment
 * interrupted' with the invoice's sum, number and status and a try-again link; delayed and pending (where the spec
 * renders nothing) say the payment is being confirmed and read the invoice again every 3 s, at most 5 times.
 */
export const PaymentResultModel = types
  .model("PaymentResult", {
    invoiceNumber: "",
    loadState: types.optional(LoadableModel, {}),
    confirmation: types.optional(PollerModel, {}),
  })
  .volatile(() => ({
    status: undefined as ProviderStatus | undefined,
    message: undefined as PaymentMessage | undefined,
    invoice: undefined as PaymentInvoice | undefined,
    confirmationState: "confirming" as ConfirmationState,
    /** Reads of the invoice since the confirming started. */
    confirmationReads: 0,
  }))
  .views((self) => ({
    get isPaid(): boolean {
      return self.invoice?.status === "paid"
    },
    /** delayed and pending: the payment is not yet confirmed by the provider */
    get awaitsConfirmation(): boolean {
      return self.status === "delayed" || self.status === "pending"
    },
  }))
  .actions((self) => ({
    receiveInvoice(invoice: PaymentInvoice) {
      self.invoice = invoice
    },
    setConfirmation(state: ConfirmationState, reads: number) {
      self.confirmationState = state
      self.confirmationReads = reads
    },
    begin(invoiceNumber: string, status: string | null, reason: string | null) {
      self.confirmation.stop()
      self.invoiceNumber = invoiceNumber
      self.status = parseProviderStatus(status)
      self.message = paymentMessageOfReturn(status, reason)
      self.invoice = undefined
      self.confirmationState = "confirming"
      self.confirmationReads = 0
    },
  }))
  .actions((self) => {
    const loadInvoice = () =>
      self.loadState.run(
        (signal) => fetchPaymentInvoice(self, self.invoiceNumber, signal),
        self.receiveInvoice,
        { refresh: self.loadState.isLoaded },
      )

    /** One read while confirming: stops once paid, or after the last read. A failed read counts as a read. */
    async function confirmationRead(): Promise<boolean> {
      const outcome = await loadInvoice()
      const reads = self.confirmationReads + 1
      if (self.isPaid) {
        self.setConfirmation("confirmed", reads)
        self.confirmation.stop()
      } else if (reads >= CONFIRMATION_POLL.times) {
        self.setConfirmation("unconfirmed", reads)
        self.confirmation.stop()
      } else {
        self.setConfirmation("confirming", reads)
      }
      return outcome.status === "loaded"
    }

    /** Starts (or starts again) the confirming reads; the first one at once. */
    function confirm() {
      self.setConfirmation("confirming", 0)
      self.confirmation.start(confirmationRead, {
        intervalMs: CONFIRMATION_POLL.intervalMs,
        immediate: true,
      })
    }

    /** Opens the page for the provider's return: reads the invoice (fail, and while confirming). */
    const open = flow(function* (invoiceNumber: string, status: string | null, reason: string | null = null) {
      self.begin(invoiceNumber, status, reason)
      if (self.awaitsConfirmation) return confirm()
      // fail shows the invoice's sum, number and status; ok its receipt (issue 31: the sum, number, reference and
      // paid date); an unknown status needs nothing more
      if (self.status === "fail" || self.status === "ok") yield loadInvoice()
    })

    return { open, confirm, retry: loadInvoice }
  })

export interface PaymentResult extends Instance<typeof PaymentResultModel> {}
