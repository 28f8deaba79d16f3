import type { PageMap } from "./types.ts"

/** The invoice payment page and the payment result page (spec messaging §2 'Invoices and payment', §4). */
export const PAYMENT_PAGES: PageMap = {
  invoicePayment: {
    areas: ["payment"],
    namespaces: ["payment"],
    load: async () => (await import("../../../src/features/payments/views/payment/InvoicePaymentPage.tsx")).InvoicePaymentPage,
  },
  paymentResult: {
    areas: ["payment"],
    namespaces: ["payment"],
    load: async () => (await import("../../../src/features/payments/views/payment/PaymentResultPage.tsx")).PaymentResultPage,
  },
}
