// Starting an online payment: the request's checks, and the answer with the sandbox's two test providers.
import { randomUUID } from "node:crypto"
import type { Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import type { JsonObject } from "../account/body.ts"
import { originOf } from "../clientAddress.ts"
import { isValidEmail } from "../account/validation.ts"
import type { StoredInvoice } from "./invoices.ts"

type Schemas = components["schemas"]
type ValidationIssue = Schemas["ValidationIssue"]
type PaymentLanguage = Schemas["PaymentCreationRequest"]["language"]

export const SANDBOX_PROVIDER_PATH = "/api/payments/sandbox-provider"

export const SANDBOX_PROVIDERS = [
  { id: "sandbox-pankki", name: "Sandbox Pankki", colour: "#0b5cad", mark: "SP" },
  { id: "sandbox-card", name: "Sandbox Card", colour: "#2e7d32", mark: "SC" },
] as const
export type SandboxProviderId = (typeof SANDBOX_PROVIDERS)[number]["id"]

const TERMS: Record<PaymentLanguage, string> = {
  FI:
    "<p>Tämä on testiympäristön maksu: rahaa ei siirry. Maksunvälittäjinä toimivat kuvitteelliset " +
    "<strong>Sandbox Pankki</strong> ja <strong>Sandbox Card</strong>, joiden sivulla voit hyväksyä tai perua maksun.</p>",
  SV:
    "<p>Detta är en betalning i testmiljön: inga pengar överförs. Betalningsförmedlare är de påhittade " +
    "<strong>Sandbox Pankki</strong> och <strong>Sandbox Card</strong>, där du kan godkänna eller avbryta betalningen.</p>",
  EN:
    "<p>This is a test environment payment: no money moves. The payment providers are the made-up " +
    "<strong>Sandbox Pankki</strong> and <strong>Sandbox Card</strong>, whose page lets you approve or cancel the payment.</p>",
}

function logoOf(provider: (typeof SANDBOX_PROVIDERS)[number]): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48">` +
    `<rect width="120" height="48" rx="8" fill="${provider.colour}"/>` +
    `<text x="60" y="31" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="bold" ` +
    `fill="#fff" text-anchor="middle">${provider.mark}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isInteger = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min

function itemIssues(items: unknown): ValidationIssue[] {
  if (!Array.isArray(items) || items.length === 0)
    return [{ path: "body.items", message: "must hold at least one item" }]
  return items.flatMap((item: unknown, index) => {
    const at = (field: string, message: string) => ({ path: `body.items.${index}.${field}`, message })
    if (!isObject(item)) return [at("", "must be an object")]
    const vat = item.vatPercentage
    return [
      ...(typeof item.productCode === "string" ? [] : [at("productCode", "must be a string")]),
      ...(isInteger(item.unitPrice, Number.MIN_SAFE_INTEGER)
        ? []
        : [at("unitPrice", "must be an integer (cents)")]),
      ...(isInteger(item.units, 1) ? [] : [at("units", "must be an integer from 1")]),
      ...(typeof vat === "number" && vat >= 0 && vat <= 100 ? [] : [at("vatPercentage", "must be 0–100")]),
    ]
  })
}

/** What is wrong with a payment creation request (empty when it is well formed). */
export function paymentRequestIssues(body: JsonObject): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  if (!isInteger(body.amount, 1))
    issues.push({ path: "body.amount", message: "must be an integer from 1 (cents)" })
  const customer = body.customer
  if (!isObject(customer)) issues.push({ path: "body.customer", message: "must be an object" })
  else {
    // spec: paying needs a valid e-mail address
    if (typeof customer.email !== "string" || !isValidEmail(customer.email, 254)) {
      issues.push({ path: "body.customer.email", message: "must be a valid email address" })
    }
    for (const field of ["phone", "firstName", "lastName"]) {
      if (typeof customer[field] !== "string")
        issues.push({ path: `body.customer.${field}`, message: "must be a string" })
    }
  }
  const itemProblems = itemIssues(body.items)
  issues.push(...itemProblems)
  if (!["FI", "SV", "EN"].includes(body.language as string)) {
    issues.push({ path: "body.language", message: "must be one of FI, SV, EN" })
  }
  if (typeof body.reference !== "string" || !/^[0-9]+$/.test(body.reference)) {
    issues.push({ path: "body.reference", message: "must be an invoice number (digits)" })
  }
  if (itemProblems.length === 0 && isInteger(body.amount, 1)) {
    const items = body.items as Schemas["PaymentItem"][]
    const total = items.reduce((sum, item) => sum + item.unitPrice * item.units, 0)
    if (total !== body.amount)
      issues.push({ path: "body.amount", message: "must equal the sum of unitPrice × units" })
  }
  return issues
}

export function createPaymentFor(
  c: Context<SandboxEnv>,
  personaId: string,
  invoice: StoredInvoice,
  request: Schemas["PaymentCreationRequest"],
): Schemas["PaymentCreation"] {
  const transactionId = randomUUID()
  c.get("db")
    .prepare(
      `INSERT INTO payments (transaction_id, invoice_number, persona_id, amount, language, status, created_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
    )
    .run(
      transactionId,
      invoice.invoiceNumber,
      personaId,
      request.amount,
      request.language,
      requestNow(c).toISOString(),
    )
  return {
    terms: TERMS[request.language],
    providers: SANDBOX_PROVIDERS.map((provider) => ({
      name: provider.name,
      id: provider.id,
      url: `${originOf(c)}${SANDBOX_PROVIDER_PATH}`,
      svg: logoOf(provider),
      parameters: [
        { name: "transaction-id", value: transactionId },
        { name: "provider", value: provider.id },
      ],
    })),
  }
}
