// Online payment of an invoice (spec messaging §3 'Invoices and payment', §4 'Invoice payment', §5 'Payment', §7
// 'Payment item shape', §8 payment provider messages): the payment request, the provider's return and its message.
import { isValidEmail, USER_EMAIL_MAX_LENGTH } from "./contact.ts"
import type { Lang } from "./language.ts"

/** spec §7: the language of the provider's pages */
export type PaymentLanguage = "FI" | "SV" | "EN"
export const PAYMENT_LANGUAGE: Readonly<Record<Lang, PaymentLanguage>> = { fi: "FI", sv: "SV", en: "EN" }

export interface PaymentItem {
  productCode: string
  unitPrice: number
  units: number
  vatPercentage: number
}

export interface PaymentCustomer {
  email: string
  phone: string
  firstName: string
  lastName: string
}

export interface PaymentRequest {
  amount: number
  customer: PaymentCustomer
  items: PaymentItem[]
  language: PaymentLanguage
  reference: string
}

/** spec §7 'Payment item shape': one unit, 0 % VAT, an empty product code, the invoice sum in cents as unit price. */
export function paymentItemFor(sumCents: number): PaymentItem {
  return { productCode: "", unitPrice: sumCents, units: 1, vatPercentage: 0 }
}

/** spec §3, §7: the createPayment body for an invoice; `reference` is the invoice number, `amount` the items' sum. */
export function paymentRequestFor(
  invoice: { invoiceNumber: string; sumCents: number },
  customer: PaymentCustomer,
  lang: Lang,
): PaymentRequest {
  const items = [paymentItemFor(invoice.sumCents)]
  return {
    amount: items.reduce((sum, item) => sum + item.unitPrice * item.units, 0),
    customer,
    items,
    language: PAYMENT_LANGUAGE[lang],
    reference: invoice.invoiceNumber,
  }
}

/**
 * spec §5 'Payment': the patient needs a valid email (the rule itself is not shown): ours is the contact form's
 * (booking §5), so an address my information accepts is one the payment accepts.
 */
export function isPaymentEmailValid(email: string | null | undefined): boolean {
  return typeof email === "string" && isValidEmail(email, USER_EMAIL_MAX_LENGTH)
}

/** spec §3: amounts are in cents; euros = cents / 100 (booking §9). */
export function eurosOf(cents: number): number {
  return cents / 100
}

/** spec §4: the status the provider returns to the payment result page */
export const PROVIDER_STATUSES = ["ok", "fail", "delayed", "pending"] as const
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number]

export function parseProviderStatus(value: string | null | undefined): ProviderStatus | undefined {
  return (PROVIDER_STATUSES as readonly (string | null | undefined)[]).includes(value)
    ? (value as ProviderStatus)
    : undefined
}

/** spec §8: the payment provider messages */
export const PAYMENT_MESSAGES = [
  "cardDeclined",
  "expiredCard",
  "incorrectCvc",
  "insufficientFunds",
  "paymentFailed",
  "interrupted",
  "cancelled",
  "unableToProcess",
  "somethingWentWrong",
  "invoiceNotFound",
  "emailRequired",
] as const
export type PaymentMessage = (typeof PAYMENT_MESSAGES)[number]

// The reason codes a provider may add to its return (the spec names the messages, not the codes): the common
// card-payment codes, in snake_case, camelCase or kebab-case alike.
const REASON_MESSAGES: Readonly<Record<string, PaymentMessage>> = {
  carddeclined: "cardDeclined",
  declined: "cardDeclined",
  expiredcard: "expiredCard",
  incorrectcvc: "incorrectCvc",
  invalidcvc: "incorrectCvc",
  insufficientfunds: "insufficientFunds",
  paymentfailed: "paymentFailed",
  failed: "paymentFailed",
  interrupted: "interrupted",
  timeout: "interrupted",
  cancelled: "cancelled",
  canceled: "cancelled",
  cancel: "cancelled",
  processingerror: "unableToProcess",
  unabletoprocess: "unableToProcess",
  invoicenotfound: "invoiceNotFound",
  emailrequired: "emailRequired",
}

/**
 * The message for the provider's return to the result page: none for ok, delayed and pending (those have their
 * own views); for fail the reason's message when the provider gave a known one, 'payment failed' for a reason we do
 * not know, and 'cancelled, not charged' without a reason (what the user's Cancel on the provider's page gives); an
 * unknown or missing status is 'something went wrong'.
 */
export function paymentMessageOfReturn(
  status: string | null | undefined,
  reason?: string | null,
): PaymentMessage | undefined {
  const known = parseProviderStatus(status)
  if (known === undefined) return "somethingWentWrong"
  if (known !== "fail") return undefined
  const key = reason?.toLowerCase().replace(/[^a-z]/g, "")
  if (!key) return "cancelled"
  return REASON_MESSAGES[key] ?? "paymentFailed"
}

/** createPayment's 409 (contract PaymentCreationConflict) as a message; invoiceAlreadyPaid reloads the page instead. */
export function paymentMessageOfConflict(type: string): PaymentMessage {
  return type === "notPayableOnline" || type === "invoiceSumNotValid"
    ? "unableToProcess"
    : "somethingWentWrong"
}

/**
 * Our choice where the spec renders nothing for delayed and pending (docs/decisions/0028-invoices-and-payment.md): the result page says the
 * payment is being confirmed and reads the invoice again every 3 s, at most 5 times (about 15 s), stopping as soon
 * as it shows paid.
 */
export const CONFIRMATION_POLL = { intervalMs: 3_000, times: 5 } as const

/** Only a web address may be a provider form's action or a logo's source (no javascript: or other schemes). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:"
  } catch {
    return false
  }
}

/** A provider logo given inline (the sandbox's): a data: URL of an SVG image, base64 or percent-encoded. */
export function svgOfDataUrl(value: string): string | undefined {
  const match = /^data:image\/svg\+xml(;charset=[^;,]+)?(;base64)?,(.*)$/is.exec(value.trim())
  if (!match) return undefined
  const body = match[3] ?? ""
  try {
    if (!match[2]) return decodeURIComponent(body)
    const binary = atob(body)
    return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
  } catch {
    return undefined
  }
}
