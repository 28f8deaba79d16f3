import { getEnv, type IAnyStateTreeNode } from "mobx-state-tree"
import { unwrap } from "../../../../platform/api/client.ts"
import type { StoreEnv } from "../../../../platform/api/env.ts"
import type { PaymentInvoice } from "../../../../platform/api/schemas.ts"

/** getGoodSignInvoice: the invoice to pay online, by invoice number (spec messaging §7). */
export async function fetchPaymentInvoice(
  node: IAnyStateTreeNode,
  invoiceNumber: string,
  signal?: AbortSignal,
): Promise<PaymentInvoice> {
  const { api } = getEnv<StoreEnv>(node)
  const { invoice } = await unwrap(
    api.GET("/api/payments/good-sign-invoice", { params: { query: { invoiceNumber } }, signal }),
  )
  return invoice
}

/** What the payment pages make of an invoice: paid, open and payable online now, or open but not payable online. */
export type InvoicePaymentState = "paid" | "payable" | "notPayable"

export function invoicePaymentState(invoice: PaymentInvoice): InvoicePaymentState {
  if (invoice.status === "paid") return "paid"
  return invoice.canBePaidOnline ? "payable" : "notPayable"
}
