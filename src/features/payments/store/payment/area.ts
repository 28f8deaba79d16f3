import { types, type Instance } from "mobx-state-tree"
import { InvoicePaymentModel } from "./InvoicePayment.ts"
import { PaymentResultModel } from "./PaymentResult.ts"

/** Online payment of an invoice (spec messaging §4 'Invoice payment'): the payment page and the payment result page. */
export const PaymentAreaModel = types.model("PaymentArea", {
  invoicePayment: types.optional(InvoicePaymentModel, {}),
  result: types.optional(PaymentResultModel, {}),
})

export interface PaymentArea extends Instance<typeof PaymentAreaModel> {}

export type { PaymentInvoice, PaymentProvider } from "../../../../platform/api/schemas.ts"
export type { InvoicePaymentPhase, ProviderChoice } from "./InvoicePayment.ts"
export type { ConfirmationState } from "./PaymentResult.ts"
