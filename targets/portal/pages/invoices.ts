import type { PageMap } from "./types.ts"

/** The invoices list and an invoice's summary (spec booking §2, §7, §9; messaging §2, §3, §7). */
export const INVOICE_PAGES: PageMap = {
  invoices: {
    areas: ["invoices"],
    namespaces: ["invoices"],
    load: async () => (await import("../../../src/features/payments/views/invoices/InvoicesPage.tsx")).InvoicesPage,
  },
  invoiceSummary: {
    areas: ["invoices"],
    namespaces: ["invoices"],
    load: async () => (await import("../../../src/features/payments/views/invoices/InvoiceSummaryPage.tsx")).InvoiceSummaryPage,
  },
}
