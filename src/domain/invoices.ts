// The patient's invoices (spec booking §2 side menu 'Invoices', §8 'Invoice-related', §9; messaging §3 'Invoices
// and payment'): the statuses the list shows, how each is told apart without colour, and which can be paid online.
import { fromCents } from "./prices.ts"

/** spec booking §9: invoices per page 10 (the contract's InvoicePage pageSize) */
export const INVOICES_PER_PAGE = 10

/** The contract's ListableInvoiceStatus: what the invoice list says of an invoice. */
export const LISTABLE_INVOICE_STATUSES = [
  "open",
  "overdue",
  "paid",
  "paper",
  "refundInProgress",
  "refunded",
  "notAvailable",
] as const
export type ListableInvoiceStatus = (typeof LISTABLE_INVOICE_STATUSES)[number]

/** The icon beside a status's text (never colour alone, WCAG 1.4.1). */
export type InvoiceStatusIcon = "clock" | "alert" | "check" | "letter" | "return" | "question"

/** The status's tone: colours the badge, the text and the icon say the same. */
export type InvoiceStatusTone = "info" | "danger" | "success" | "neutral" | "warning"

/**
 * Whom the patient should contact about the invoice (spec booking §8): an overdue one the debt collection partner,
 * one the billing system cannot tell about the billing office by email.
 */
export type InvoiceContact = "debtCollection" | "billingEmail"

export interface InvoiceStatusLook {
  readonly icon: InvoiceStatusIcon
  readonly tone: InvoiceStatusTone
  readonly contact?: InvoiceContact
}

const STATUS_LOOKS: Readonly<Record<ListableInvoiceStatus, InvoiceStatusLook>> = {
  open: { icon: "clock", tone: "info" },
  overdue: { icon: "alert", tone: "danger", contact: "debtCollection" },
  paid: { icon: "check", tone: "success" },
  // sent by post, paid by bank transfer
  paper: { icon: "letter", tone: "neutral" },
  refundInProgress: { icon: "return", tone: "warning" },
  refunded: { icon: "return", tone: "success" },
  notAvailable: { icon: "question", tone: "neutral", contact: "billingEmail" },
}

export function invoiceStatusLook(status: ListableInvoiceStatus): InvoiceStatusLook {
  return STATUS_LOOKS[status]
}

/** What decides whether an invoice can be paid online now: the list's item and the summary's invoice both carry it. */
export interface OnlinePayability {
  readonly status: string
  readonly canBePaidOnline: boolean
  readonly payableOnlineUntil: string | null
}

/**
 * An open invoice the server marks payable online, until `payableOnlineUntil` (spec booking §9: four days after the
 * visit): a page left open past that moment no longer offers the payment.
 */
export function isPayableOnline(invoice: OnlinePayability, nowMs: number): boolean {
  if (invoice.status !== "open" || !invoice.canBePaidOnline) return false
  if (invoice.payableOnlineUntil === null) return true
  return nowMs <= Date.parse(invoice.payableOnlineUntil)
}

/** spec messaging §3, §9: amounts are in cents; euros are cents / 100 (shown with two decimals). */
export function invoiceEuros(cents: number): number {
  return fromCents(cents)
}

/** The number of pages of `totalCount` invoices; one page when there are none. */
export function invoicePageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / INVOICES_PER_PAGE))
}

/** A page asked for in an address (`?page=N`, from 1); anything else is the first page. */
export function invoicePageOf(value: string | null | undefined): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The next moment after `nowMs` when one of `invoices` stops being payable online (its `payableOnlineUntil` passes),
 * so a page left open can take the payment link away then; undefined when none will.
 */
export function nextPayabilityChange(
  invoices: readonly OnlinePayability[],
  nowMs: number,
): number | undefined {
  let next: number | undefined
  for (const invoice of invoices) {
    if (!isPayableOnline(invoice, nowMs) || invoice.payableOnlineUntil === null) continue
    const closes = Date.parse(invoice.payableOnlineUntil) + 1
    if (next === undefined || closes < next) next = closes
  }
  return next
}

/**
 * The statuses of invoices still to pay (issue 31 'the total open amount'): open and overdue. A paper invoice is
 * paid by bank transfer and its status is not followed here; refunds and not-available ones are not the patient's
 * to pay.
 */
export const OPEN_INVOICE_STATUSES = ["open", "overdue"] as const satisfies readonly ListableInvoiceStatus[]

export function countsAsOpen(status: ListableInvoiceStatus): boolean {
  return (OPEN_INVOICE_STATUSES as readonly ListableInvoiceStatus[]).includes(status)
}

/** The contract's InvoiceOpenTotal: the unpaid invoices' number and sum, and the overdue part of the sum. */
export interface InvoiceOpenTotal {
  readonly count: number
  readonly sumCents: number
  readonly overdueSumCents: number
}

/** The total open amount of `invoices`, by their list statuses (which the server gives on its clock). */
export function openInvoiceTotal(
  invoices: readonly { readonly status: ListableInvoiceStatus; readonly sumCents: number }[],
): InvoiceOpenTotal {
  let count = 0
  let sumCents = 0
  let overdueSumCents = 0
  for (const invoice of invoices) {
    if (!countsAsOpen(invoice.status)) continue
    count += 1
    sumCents += invoice.sumCents
    if (invoice.status === "overdue") overdueSumCents += invoice.sumCents
  }
  return { count, sumCents, overdueSumCents }
}

/** Who or where gave the service an invoice was for: the practitioner and the clinic, those named, "Mikko Laine, Aava
 * Kamppi" (a remote visit has no clinic, a laboratory visit no practitioner). */
export function visitGiver(visit: {
  readonly practitionerName: string | null
  readonly clinicName: string | null
}): string {
  return [visit.practitionerName, visit.clinicName].filter(Boolean).join(", ")
}
