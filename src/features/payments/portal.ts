import { definePortal } from "../../kit/feature/manifest.ts"
import { paymentsFeature } from "./feature.ts"

/** Payments in the portal: the feature with its pages, by route id. */
export const paymentsPortal = definePortal(paymentsFeature, {
  pages: {
    invoices: {
      areas: ["invoices"],
      namespaces: ["invoices"],
      load: () => import("./views/invoices/InvoicesPage.tsx").then((module) => module.InvoicesPage),
    },
    invoiceSummary: {
      areas: ["invoices"],
      namespaces: ["invoices"],
      load: () =>
        import("./views/invoices/InvoiceSummaryPage.tsx").then((module) => module.InvoiceSummaryPage),
    },
    invoicePayment: {
      areas: ["payment", "profile"],
      namespaces: ["payment"],
      load: () =>
        import("./views/payment/InvoicePaymentPage.tsx").then((module) => module.InvoicePaymentPage),
    },
    paymentResult: {
      areas: ["payment"],
      namespaces: ["payment"],
      load: () => import("./views/payment/PaymentResultPage.tsx").then((module) => module.PaymentResultPage),
    },
  },
})
