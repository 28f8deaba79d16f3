import type { PageMap } from "./types.ts"

/** The invoice-notification landing and the new-customer page (spec messaging §2 'Anonymous pages'). */
export const LANDING_PAGES: PageMap = {
  // spec: no footer or navigation menu; the header keeps the FI, SV and EN language links
  invoiceLanding: {
    namespaces: ["landing"],
    load: async () => (await import("../../../src/features/landing/views/InvoiceLandingPage.tsx")).InvoiceLandingPage,
    handle: { menu: false, footer: false },
  },
  newCustomer: {
    namespaces: ["landing"],
    load: async () => (await import("../../../src/features/landing/views/NewCustomerPage.tsx")).NewCustomerPage,
  },
}
