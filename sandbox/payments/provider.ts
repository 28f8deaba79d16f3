// The sandbox's test payment provider (sandbox only): the page the portal's provider form posts to, with
// 'Pay' and 'Cancel payment' buttons, and the answer that marks the invoice paid or not and sends the browser
// back to the portal's payment result page.
import { Hono, type Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"
import { toIsoDate } from "../../src/domain/dates.ts"
import { euros } from "./invoicePdf.ts"
import { canBePaidOnline, invoiceByNumber, markInvoicePaid, sumCentsOf } from "./invoices.ts"
import { SANDBOX_PROVIDER_PATH, SANDBOX_PROVIDERS } from "./payment.ts"

type Outcome = "ok" | "fail"

// The portal's payment result route (src/features/payments/routes.ts), which the sandbox may not import.
const PAYMENT_RESULT_PATH: Record<Lang, (invoiceNumber: string) => string> = {
  fi: (number) => `/fi/laskut/${number}/maksun-tulos`,
  sv: (number) => `/sv/fakturor/${number}/betalningsresultat`,
  en: (number) => `/en/invoices/${number}/payment-result`,
}

const TEXTS = {
  fi: {
    heading: "Testimaksu",
    note: "Testiympäristö: rahaa ei siirry.",
    payee: "Saaja",
    sum: "Summa",
    reference: "Viite",
    pay: "Maksa",
    cancel: "Peruuta maksu",
  },
  sv: {
    heading: "Testbetalning",
    note: "Testmiljö: inga pengar överförs.",
    payee: "Mottagare",
    sum: "Summa",
    reference: "Referens",
    pay: "Betala",
    cancel: "Avbryt betalningen",
  },
  en: {
    heading: "Test payment",
    note: "Test environment: no money moves.",
    payee: "Payee",
    sum: "Amount",
    reference: "Reference",
    pay: "Pay",
    cancel: "Cancel payment",
  },
} as const satisfies Record<Lang, Record<string, string>>

type PaymentRow = {
  transaction_id: string
  invoice_number: string
  persona_id: string
  amount: number
  language: "FI" | "SV" | "EN"
  status: "pending" | Outcome
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

// Read as text: the contract check in front of the route has already read the body as bytes.
async function formOf(c: Context<SandboxEnv>): Promise<Record<string, string>> {
  const text = await c.req.text().catch(() => "")
  return Object.fromEntries(new URLSearchParams(text))
}

function paymentOf(c: Context<SandboxEnv>, transactionId: string | undefined): PaymentRow | undefined {
  if (!transactionId) return undefined
  return c.get("db").prepare("SELECT * FROM payments WHERE transaction_id = ?").get(transactionId) as
    PaymentRow | undefined
}

function noPayment(c: Context<SandboxEnv>, transactionId: string | undefined): Response {
  const body: components["schemas"]["NotFoundError"] = {
    type: "NotFound",
    message: `No payment ${transactionId ?? ""}`,
  }
  return c.json(body, 404)
}

function page(payment: PaymentRow, providerName: string): string {
  const lang = payment.language.toLowerCase() as Lang
  const t = TEXTS[lang]
  const id = escapeHtml(payment.transaction_id)
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(providerName)}: ${t.heading}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 0; background: #f2f5f8; color: #1a1a1a; }
main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { font-weight: bold; }
button { font-size: 1rem; padding: 0.75rem 1.25rem; margin: 0.5rem 0.5rem 0 0; min-height: 48px; border-radius: 6px; }
.pay { background: #0b5cad; color: #fff; border: 0; }
.cancel { background: #fff; color: #0b5cad; border: 2px solid #0b5cad; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(providerName)}</h1>
<h2>${t.heading}</h2>
<p>${t.note}</p>
<dl>
<dt>${t.payee}</dt><dd>Aava</dd>
<dt>${t.sum}</dt><dd>${escapeHtml(euros(payment.amount, lang))}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(payment.invoice_number)}</dd>
</dl>
<form method="post" action="${SANDBOX_PROVIDER_PATH}/result">
<input type="hidden" name="transaction-id" value="${id}">
<button class="pay" type="submit" name="outcome" value="ok">${t.pay}</button>
<button class="cancel" type="submit" name="outcome" value="fail">${t.cancel}</button>
</form>
</main>
</body>
</html>
`
}

/** Settles a payment once: ok pays the invoice if it is still open, anything else fails it. */
function settle(c: Context<SandboxEnv>, payment: PaymentRow, wanted: Outcome): Outcome {
  if (payment.status !== "pending") return payment.status
  const db = c.get("db")
  const now = requestNow(c)
  const invoice = invoiceByNumber(db, payment.persona_id, payment.invoice_number)
  const payable =
    invoice !== undefined && canBePaidOnline(invoice, now) && sumCentsOf(invoice) === payment.amount
  const outcome: Outcome = wanted === "ok" && payable ? "ok" : "fail"
  if (outcome === "ok") markInvoicePaid(db, payment.invoice_number, toIsoDate(now))
  db.prepare("UPDATE payments SET status = ?, completed_at = ? WHERE transaction_id = ?").run(
    outcome,
    now.toISOString(),
    payment.transaction_id,
  )
  return outcome
}

export const sandboxProviderRoutes = new Hono<SandboxEnv>()
  .post(SANDBOX_PROVIDER_PATH, async (c) => {
    const form = await formOf(c)
    const provider = SANDBOX_PROVIDERS.find((candidate) => candidate.id === form.provider)
    if (!provider) {
      const ids = SANDBOX_PROVIDERS.map((candidate) => candidate.id).join(", ")
      return validationError(c, [{ path: "body.provider", message: `must be one of ${ids}` }])
    }
    const payment = paymentOf(c, form["transaction-id"])
    if (!payment) return noPayment(c, form["transaction-id"])
    c.header("Cache-Control", "no-store")
    return c.html(page(payment, provider.name))
  })
  .post(`${SANDBOX_PROVIDER_PATH}/result`, async (c) => {
    const form = await formOf(c)
    if (form.outcome !== "ok" && form.outcome !== "fail") {
      return validationError(c, [{ path: "body.outcome", message: "must be one of ok, fail" }])
    }
    const payment = paymentOf(c, form["transaction-id"])
    if (!payment) return noPayment(c, form["transaction-id"])
    const status = settle(c, payment, form.outcome)
    const lang = payment.language.toLowerCase() as Lang
    return c.redirect(`${PAYMENT_RESULT_PATH[lang](payment.invoice_number)}?status=${status}`, 303)
  })
