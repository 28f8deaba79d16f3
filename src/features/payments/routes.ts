import type { RouteDefinition } from "../../platform/routing/types.ts"

const INVOICE_NUMBER = { invoiceNumber: "invoiceNumber" } as const

// spec (messaging-records-payments §2 Invoices and payment): no path words are given for the invoice group, so all
// words here are ours (docs/decisions/routing.md)
export const paymentsRoutes = {
  invoices: {
    path: { fi: "laskut", sv: "fakturor", en: "invoices" },
    // spec booking §9: invoices 10 a page; the page on show is in the address
    query: ["page"],
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
  invoicePayment: {
    path: {
      fi: "laskut/:invoiceNumber/maksu",
      sv: "fakturor/:invoiceNumber/betalning",
      en: "invoices/:invoiceNumber/payment",
    },
    params: INVOICE_NUMBER,
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
  paymentResult: {
    path: {
      fi: "laskut/:invoiceNumber/maksun-tulos",
      sv: "fakturor/:invoiceNumber/betalningsresultat",
      en: "invoices/:invoiceNumber/payment-result",
    },
    params: INVOICE_NUMBER,
    // spec: payment provider status ok, fail, delayed or pending; `reason` is ours: the provider's failure code
    // (card_declined, expired_card…), mapped to the spec's payment messages (src/domain/payment.ts)
    query: ["status", "reason"],
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
  invoiceSummary: {
    path: {
      fi: "laskun-yhteenveto/:invoiceId",
      sv: "fakturasammanfattning/:invoiceId",
      en: "invoice-summary/:invoiceId",
    },
    params: { invoiceId: "numericId" },
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type PaymentsRoutes = typeof paymentsRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends PaymentsRoutes {}
}
