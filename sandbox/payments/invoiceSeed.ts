// The seeded invoices, relative to the seed day: Aino has every kind (two payable online now, one overdue, paper,
// refunds, paid ones over two years), Marko one in debt collection; and those the payment tests pay.
import type { components } from "../../generated/openapi.ts"
import { dayOffset } from "../records/days.ts"
import type { Localized } from "../records/text.ts"
import {
  fee,
  GP_20,
  GP_30,
  LAB,
  PHYSIO,
  REMOTE,
  row,
  SPECIALIST,
  STATEMENT,
  ULTRASOUND,
  VACCINATION,
  VACCINE,
  XRAY,
} from "./priceList.ts"
import { PAYMENT_TEST_INVOICES } from "./paymentTestInvoices.ts"

export type StoredInvoiceStatus = Exclude<components["schemas"]["ListableInvoiceStatus"], "overdue">
type InvoiceSource = components["schemas"]["InvoiceSource"]

export interface SeedRow {
  description: Localized
  count: number
  unitPriceCents: number
  vatPercentage: number
}

export interface SeedInvoice {
  id: string
  invoiceNumber: string
  personaId: string
  source: InvoiceSource
  /** Stored as open; the list calls it overdue once the due date has passed. */
  status: StoredInvoiceStatus
  /** Days before the seed day. */
  visitDaysAgo: number
  /** Only invoices of the online payment service can be paid online, until four days after the visit. */
  payableOnline: boolean
  /** Days after the invoice date; 14 by default. */
  dueInDays?: number
  paidDaysAfterVisit?: number
  rows: readonly SeedRow[]
}

export const SEED_INVOICES: readonly SeedInvoice[] = [
  // Aino: 14 invoices here and 5 below, so the list has a second page.
  {
    id: "88201",
    invoiceNumber: "3040601",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 0,
    payableOnline: true,
    rows: [row(PHYSIO, 6500), fee],
  },
  {
    id: "88194",
    invoiceNumber: "3040512",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 1,
    payableOnline: true,
    rows: [row(GP_20, 7900), fee],
  },
  {
    id: "88150",
    invoiceNumber: "3040377",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "open",
    visitDaysAgo: 9,
    payableOnline: true,
    rows: [row(REMOTE, 4900)],
  },
  {
    id: "87544",
    invoiceNumber: "3039877",
    personaId: "aino",
    source: "CustomerInvoice",
    status: "open",
    visitDaysAgo: 26,
    rows: [row(SPECIALIST, 14500), row(LAB, 3850), fee],
    payableOnline: false,
  },
  {
    id: "87310",
    invoiceNumber: "3039511",
    personaId: "aino",
    source: "NetsuiteInvoice",
    status: "paper",
    visitDaysAgo: 48,
    payableOnline: false,
    rows: [row(ULTRASOUND, 16500), fee],
  },
  {
    id: "87102",
    invoiceNumber: "3039230",
    personaId: "aino",
    source: "CustomerInvoice",
    status: "refundInProgress",
    visitDaysAgo: 70,
    payableOnline: false,
    rows: [row(GP_30, 9900)],
  },
  {
    id: "86901",
    invoiceNumber: "3038120",
    personaId: "aino",
    source: "NetsuiteInvoice",
    status: "paid",
    visitDaysAgo: 95,
    payableOnline: false,
    paidDaysAfterVisit: 12,
    rows: [row(LAB, 4500)],
  },
  {
    id: "86655",
    invoiceNumber: "3037764",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 140,
    payableOnline: true,
    paidDaysAfterVisit: 0,
    rows: [row(VACCINATION, 1500), row(VACCINE, 2500)],
  },
  {
    id: "86120",
    invoiceNumber: "3036981",
    personaId: "aino",
    source: "NetsuiteInvoice",
    status: "notAvailable",
    visitDaysAgo: 210,
    payableOnline: false,
    rows: [row(XRAY, 9500), fee],
  },
  {
    id: "85877",
    invoiceNumber: "3036402",
    personaId: "aino",
    source: "CustomerInvoice",
    status: "paid",
    visitDaysAgo: 265,
    payableOnline: false,
    paidDaysAfterVisit: 10,
    rows: [row(GP_20, 7900), row(STATEMENT, 4500, 25.5), fee],
  },
  {
    id: "85310",
    invoiceNumber: "3035518",
    personaId: "aino",
    source: "CustomerInvoice",
    status: "refunded",
    visitDaysAgo: 330,
    payableOnline: false,
    rows: [row(PHYSIO, 6500)],
  },
  {
    id: "84902",
    invoiceNumber: "3034877",
    personaId: "aino",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 420,
    payableOnline: true,
    paidDaysAfterVisit: 1,
    rows: [row(GP_30, 9900), fee],
  },
  {
    id: "84233",
    invoiceNumber: "3033650",
    personaId: "aino",
    source: "NetsuiteInvoice",
    status: "paid",
    visitDaysAgo: 560,
    payableOnline: false,
    paidDaysAfterVisit: 13,
    rows: [row(SPECIALIST, 14500), fee],
  },
  {
    id: "83718",
    invoiceNumber: "3032904",
    personaId: "aino",
    source: "CustomerInvoice",
    status: "paid",
    visitDaysAgo: 690,
    payableOnline: false,
    paidDaysAfterVisit: 7,
    rows: [row(GP_20, 7900), row(LAB, 2950)],
  },
  // Marko: overdue for two months (debt collection), so not credit-worthy.
  {
    id: "87011",
    invoiceNumber: "3039102",
    personaId: "marko",
    source: "CustomerInvoice",
    status: "open",
    visitDaysAgo: 75,
    payableOnline: false,
    rows: [row(SPECIALIST, 14500), row(XRAY, 9500), fee],
  },
  {
    id: "85204",
    invoiceNumber: "3035390",
    personaId: "marko",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 300,
    payableOnline: true,
    paidDaysAfterVisit: 0,
    rows: [row(REMOTE, 4900)],
  },
  // One paid invoice each for the others with visits.
  {
    id: "86433",
    invoiceNumber: "3037301",
    personaId: "raili",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 34,
    payableOnline: true,
    paidDaysAfterVisit: 0,
    rows: [row(GP_20, 2820)],
  },
  {
    id: "86012",
    invoiceNumber: "3036777",
    personaId: "pekka",
    source: "CustomerInvoice",
    status: "paid",
    visitDaysAgo: 120,
    payableOnline: false,
    paidDaysAfterVisit: 9,
    rows: [row(PHYSIO, 6500), fee],
  },
  {
    id: "86219",
    invoiceNumber: "3037010",
    personaId: "liisa",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 60,
    payableOnline: true,
    paidDaysAfterVisit: 2,
    rows: [row(GP_20, 7900)],
  },
  {
    id: "85733",
    invoiceNumber: "3036188",
    personaId: "ville",
    source: "NetsuiteInvoice",
    status: "paid",
    visitDaysAgo: 180,
    payableOnline: false,
    paidDaysAfterVisit: 14,
    rows: [row(SPECIALIST, 14500)],
  },
  {
    id: "86588",
    invoiceNumber: "3037652",
    personaId: "helena",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 22,
    payableOnline: true,
    paidDaysAfterVisit: 0,
    rows: [row(GP_30, 9900), fee],
  },
  {
    id: "86301",
    invoiceNumber: "3037190",
    personaId: "eino",
    source: "GoodSignInvoice",
    status: "paid",
    visitDaysAgo: 45,
    payableOnline: true,
    paidDaysAfterVisit: 1,
    rows: [row(GP_20, 7900)],
  },
  // the invoices the payment tests pay (paymentTestInvoices.ts)
  ...PAYMENT_TEST_INVOICES,
]

export function invoiceDates(invoice: SeedInvoice, today: string) {
  const visitDate = dayOffset(today, -invoice.visitDaysAgo)
  return {
    visitDate,
    creationDate: visitDate,
    dueDate: dayOffset(visitDate, invoice.dueInDays ?? 14),
    paidDate:
      invoice.paidDaysAfterVisit === undefined ? null : dayOffset(visitDate, invoice.paidDaysAfterVisit),
  }
}
