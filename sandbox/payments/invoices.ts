// Invoices and their online payments: what is stored, and what the list, summary and payment calls derive from it.
import { DateTime } from "luxon"
import type { components } from "../../generated/openapi.ts"
import { HELSINKI, toIsoDate } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Db, DbModule } from "../db/database.ts"
import { personaById } from "../personas.ts"
import { dayOffset } from "../records/days.ts"
import { invoiceDates, SEED_INVOICES, type SeedRow, type StoredInvoiceStatus } from "./invoiceSeed.ts"
import { visitOfService } from "./priceList.ts"

type Schemas = components["schemas"]

// spec booking §9: the online fee can be paid for four days after the visit
export const PAYABLE_ONLINE_DAYS = 4
// Our rule: an invoice unpaid for more than 30 days past its due date has gone to debt collection, and its
// patient is not credit-worthy (spec: unpaid invoices block non-occupational reservations).
export const DEBT_COLLECTION_DAYS = 30
const PAID_STATUSES: readonly StoredInvoiceStatus[] = ["paid", "refundInProgress", "refunded"]

export interface StoredInvoice {
  id: string
  invoiceNumber: string
  personaId: string
  source: Schemas["InvoiceSource"]
  status: StoredInvoiceStatus
  visitDate: string
  creationDate: string
  dueDate: string
  paidDate: string | null
  payableOnline: boolean
  buyerName: string
  buyerAddress: Schemas["PostalAddress"]
  rows: readonly SeedRow[]
}

type Row = {
  id: string
  invoice_number: string
  persona_id: string
  source: Schemas["InvoiceSource"]
  status: StoredInvoiceStatus
  visit_date: string
  creation_date: string
  due_date: string
  paid_date: string | null
  payable_online: number
  buyer_name: string
  buyer_address: string
  rows: string
}

const fromRow = (row: Row): StoredInvoice => ({
  id: row.id,
  invoiceNumber: row.invoice_number,
  personaId: row.persona_id,
  source: row.source,
  status: row.status,
  visitDate: row.visit_date,
  creationDate: row.creation_date,
  dueDate: row.due_date,
  paidDate: row.paid_date,
  payableOnline: row.payable_online === 1,
  buyerName: row.buyer_name,
  buyerAddress: JSON.parse(row.buyer_address) as Schemas["PostalAddress"],
  rows: JSON.parse(row.rows) as SeedRow[],
})

export const invoicesModule: DbModule = {
  name: "invoices",
  ddl: [
    `CREATE TABLE IF NOT EXISTS invoices (
      id TEXT PRIMARY KEY,
      invoice_number TEXT NOT NULL UNIQUE,
      persona_id TEXT NOT NULL,
      source TEXT NOT NULL,
      status TEXT NOT NULL,
      visit_date TEXT NOT NULL,
      creation_date TEXT NOT NULL,
      due_date TEXT NOT NULL,
      paid_date TEXT,
      payable_online INTEGER NOT NULL,
      buyer_name TEXT NOT NULL,
      buyer_address TEXT NOT NULL,
      rows TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS payments (
      transaction_id TEXT PRIMARY KEY,
      invoice_number TEXT NOT NULL,
      persona_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      language TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      completed_at TEXT
    )`,
  ],
  seed(db, today) {
    const insert = db.prepare(
      `INSERT INTO invoices (id, invoice_number, persona_id, source, status, visit_date, creation_date, due_date,
         paid_date, payable_online, buyer_name, buyer_address, rows) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const invoice of SEED_INVOICES) {
      const persona = personaById(invoice.personaId)
      if (!persona) throw new Error(`An invoice of an unknown persona: ${invoice.personaId}`)
      // A child's invoice goes to the guardian.
      const buyer = persona.id === "eino" ? (personaById("mikko") ?? persona) : persona
      const dates = invoiceDates(invoice, today)
      insert.run(
        invoice.id,
        invoice.invoiceNumber,
        invoice.personaId,
        invoice.source,
        invoice.status,
        dates.visitDate,
        dates.creationDate,
        dates.dueDate,
        dates.paidDate,
        invoice.payableOnline ? 1 : 0,
        `${buyer.firstName} ${buyer.lastName}`,
        JSON.stringify(buyer.address),
        JSON.stringify(invoice.rows),
      )
    }
  },
}

export function invoicesOf(db: Db, personaId: string): StoredInvoice[] {
  const rows = db
    .prepare("SELECT * FROM invoices WHERE persona_id = ? ORDER BY creation_date DESC, id DESC")
    .all(personaId) as Row[]
  return rows.map(fromRow)
}

export function invoiceById(db: Db, personaId: string, id: string): StoredInvoice | undefined {
  const row = db.prepare("SELECT * FROM invoices WHERE id = ? AND persona_id = ?").get(id, personaId) as
    Row | undefined
  return row ? fromRow(row) : undefined
}

export function invoiceByNumber(db: Db, personaId: string, invoiceNumber: string): StoredInvoice | undefined {
  const row = db
    .prepare("SELECT * FROM invoices WHERE invoice_number = ? AND persona_id = ?")
    .get(invoiceNumber, personaId) as Row | undefined
  return row ? fromRow(row) : undefined
}

export function markInvoicePaid(db: Db, invoiceNumber: string, paidDate: string): void {
  db.prepare("UPDATE invoices SET status = 'paid', paid_date = ? WHERE invoice_number = ?").run(
    paidDate,
    invoiceNumber,
  )
}

export function sumCentsOf(invoice: StoredInvoice): number {
  return Math.round(invoice.rows.reduce((sum, row) => sum + row.count * row.unitPriceCents, 0))
}

export function isPaid(invoice: StoredInvoice): boolean {
  return PAID_STATUSES.includes(invoice.status)
}

export function listStatusOf(invoice: StoredInvoice, today: string): Schemas["ListableInvoiceStatus"] {
  return invoice.status === "open" && invoice.dueDate < today ? "overdue" : invoice.status
}

/** The end of the fourth day after the visit, Helsinki time; null for an invoice not payable online. */
export function payableOnlineUntilOf(invoice: StoredInvoice): string | null {
  if (!invoice.payableOnline) return null
  const lastDay = dayOffset(invoice.visitDate, PAYABLE_ONLINE_DAYS)
  return DateTime.fromISO(`${lastDay}T23:59:59`, { zone: HELSINKI }).toISO({ suppressMilliseconds: true })
}

export function canBePaidOnline(invoice: StoredInvoice, now: Date): boolean {
  const until = payableOnlineUntilOf(invoice)
  return until !== null && invoice.status === "open" && now.getTime() <= new Date(until).getTime()
}

/** What the invoice was for (the contract's inferred InvoiceVisit): its first row's service, in `lang`. */
export function visitOf(invoice: StoredInvoice, lang: Lang): Schemas["InvoiceVisit"] {
  const { service, practitionerName, clinicName } = visitOfService(invoice.rows[0]?.description)
  return { date: invoice.visitDate, service: service[lang], practitionerName, clinicName }
}

export function listItemOf(invoice: StoredInvoice, lang: Lang, now: Date): Schemas["InvoiceListItem"] {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    source: invoice.source,
    status: listStatusOf(invoice, toIsoDate(now)),
    sumCents: sumCentsOf(invoice),
    creationDate: invoice.creationDate,
    dueDate: invoice.dueDate,
    canBePaidOnline: canBePaidOnline(invoice, now),
    payableOnlineUntil: payableOnlineUntilOf(invoice),
    visit: visitOf(invoice, lang),
  }
}

export function invoiceOf(invoice: StoredInvoice, lang: Lang, now: Date): Schemas["Invoice"] {
  return {
    invoiceNumber: invoice.invoiceNumber,
    sumCents: sumCentsOf(invoice),
    status: isPaid(invoice) ? "paid" : "open",
    paidDate: isPaid(invoice) ? invoice.paidDate : null,
    creationDate: invoice.creationDate,
    dueDate: invoice.dueDate,
    payableOnlineUntil: payableOnlineUntilOf(invoice),
    buyerName: invoice.buyerName,
    buyerAddress: invoice.buyerAddress,
    rows: invoice.rows.map((row) => ({
      description: row.description[lang],
      count: row.count,
      unitPriceCents: row.unitPriceCents,
      date: invoice.visitDate,
      vatPercentage: row.vatPercentage,
    })),
    canBePaidOnline: canBePaidOnline(invoice, now),
    visit: visitOf(invoice, lang),
  }
}

/** False while an invoice of the patient is in debt collection (over 30 days past due). */
export function isCreditWorthy(db: Db, personaId: string, today: string): boolean {
  const limit = dayOffset(today, -DEBT_COLLECTION_DAYS)
  return !invoicesOf(db, personaId).some((invoice) => invoice.status === "open" && invoice.dueDate < limit)
}
