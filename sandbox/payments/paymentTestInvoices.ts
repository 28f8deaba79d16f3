// Invoices the online payment tests pay (tests/e2e/portal/payment.spec.ts), each test its own: Aino's five, payable
// online now (visit 2-3 days before the seed day), and Outi's, whose email is missing (she adds it on the way);
// and Hanna's, whose payment the fault matrix starts under faults (tests/e2e/support/faultMatrixPayment.ts).
import type { SeedInvoice } from "./invoiceSeed.ts"
import { GP_20, GP_30, LAB, PHYSIO, REMOTE, fee, row } from "./priceList.ts"

export const PAYMENT_TEST_INVOICES: readonly SeedInvoice[] = [
  {
    id: "88210",
    invoiceNumber: "3040650",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 2,
    payableOnline: true,
    rows: [row(GP_30, 9900), fee],
  },
  {
    id: "88211",
    invoiceNumber: "3040651",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 2,
    payableOnline: true,
    rows: [row(REMOTE, 4900), fee],
  },
  {
    id: "88212",
    invoiceNumber: "3040652",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 3,
    payableOnline: true,
    rows: [row(LAB, 3850)],
  },
  {
    id: "88213",
    invoiceNumber: "3040653",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 3,
    payableOnline: true,
    rows: [row(GP_20, 7900), row(LAB, 2950), fee],
  },
  {
    id: "88214",
    invoiceNumber: "3040654",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 3,
    payableOnline: true,
    rows: [row(PHYSIO, 6500)],
  },
  {
    id: "88220",
    invoiceNumber: "3040660",
    personaId: "outi",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 1,
    payableOnline: true,
    rows: [row(PHYSIO, 6500), fee],
  },
  {
    id: "88230",
    invoiceNumber: "3040670",
    personaId: "hanna",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 1,
    payableOnline: true,
    rows: [row(GP_20, 7900), fee],
  },
]
