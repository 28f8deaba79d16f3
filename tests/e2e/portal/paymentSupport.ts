// Shared steps of the payment spec: logging in on a page, the payment texts in the three languages, an invoice's
// state as the page's own session reads it, and paying an invoice through the API (as another tab would).
import type { Locator, Page } from "@playwright/test"
import enPayment from "../../../locales/en/payment.json" with { type: "json" }
import fiPayment from "../../../locales/fi/payment.json" with { type: "json" }
import svPayment from "../../../locales/sv/payment.json" with { type: "json" }
import { expect as baseExpect } from "../fixtures.ts"

export type Lang = "fi" | "sv" | "en"

export const texts = { fi: fiPayment, sv: svPayment, en: enPayment } as const

// Pages wait for code and data on a machine other test runs share: a generous wait for what the user would see
export const expect = baseExpect.configure({ timeout: 20_000 })

/** The payment page and the result page of an invoice, as the route table writes them. */
export const paths = {
  payment: (lang: Lang, invoiceNumber: string) =>
    ({
      fi: `/fi/laskut/${invoiceNumber}/maksu`,
      sv: `/sv/fakturor/${invoiceNumber}/betalning`,
      en: `/en/invoices/${invoiceNumber}/payment`,
    })[lang],
  result: (lang: Lang, invoiceNumber: string) =>
    ({
      fi: `/fi/laskut/${invoiceNumber}/maksun-tulos`,
      sv: `/sv/fakturor/${invoiceNumber}/betalningsresultat`,
      en: `/en/invoices/${invoiceNumber}/payment-result`,
    })[lang],
}

export type InvoiceRead = {
  invoiceNumber: string
  sumCents: number
  status: "open" | "paid"
  paidDate: string | null
  canBePaidOnline: boolean
  visit: { date: string; service: string; practitionerName: string | null; clinicName: string | null }
}

async function csrfTokenOf(page: Page): Promise<string> {
  const answer = await page.request.get("/api/session")
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { csrfToken: string }).csrfToken
}

/** The invoice as getGoodSignInvoice gives it to the logged-in patient of the page. */
export async function invoiceOf(page: Page, invoiceNumber: string): Promise<InvoiceRead> {
  const csrfToken = await csrfTokenOf(page)
  const query = new URLSearchParams({ invoiceNumber, csrfToken })
  const answer = await page.request.get(`/api/payments/good-sign-invoice?${query.toString()}`)
  expect(answer.ok(), `invoice ${invoiceNumber}`).toBe(true)
  return ((await answer.json()) as { invoice: InvoiceRead }).invoice
}

/** The invoice must be open and payable online now, or the test cannot mean anything: fails loudly otherwise. */
export async function openPayableInvoice(page: Page, invoiceNumber: string): Promise<InvoiceRead> {
  const invoice = await invoiceOf(page, invoiceNumber)
  expect(
    invoice,
    `invoice ${invoiceNumber} must be open and payable online (sandbox/payments/invoiceSeed.ts)`,
  ).toMatchObject({
    status: "open",
    canBePaidOnline: true,
  })
  return invoice
}

/** Pays the invoice with the page's session through the API and the test provider, as another tab would. */
export async function payThroughApi(page: Page, invoice: InvoiceRead): Promise<void> {
  const csrfToken = await csrfTokenOf(page)
  const created = await page.request.post(`/api/payments?csrfToken=${encodeURIComponent(csrfToken)}`, {
    data: {
      amount: invoice.sumCents,
      customer: {
        email: "aino.virtanen@example.fi",
        phone: "+358401234567",
        firstName: "Aino",
        lastName: "Virtanen",
      },
      items: [{ productCode: "", unitPrice: invoice.sumCents, units: 1, vatPercentage: 0 }],
      language: "EN",
      reference: invoice.invoiceNumber,
    },
  })
  expect(created.ok()).toBe(true)
  const { providers } = (await created.json()) as {
    providers: { parameters: { name: string; value: string }[] }[]
  }
  const transactionId = providers[0]!.parameters.find(
    (parameter) => parameter.name === "transaction-id",
  )!.value
  const settled = await page.request.post("/api/payments/sandbox-provider/result", {
    form: { "transaction-id": transactionId, outcome: "ok" },
    maxRedirects: 0,
  })
  expect(settled.status()).toBe(303)
  expect((await invoiceOf(page, invoice.invoiceNumber)).status).toBe("paid")
}

/** Euros as the page writes them (fi/sv "89,00 €", en "€89.00"), spaces normalised for matching. */
export function euros(cents: number, lang: Lang): string {
  const locale = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }[lang]
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100)
}

/** A completed payment's receipt (issue 31): the sum, the invoice number, the reference (the invoice number). */
export async function expectReceipt(
  receipt: Locator,
  t: (typeof texts)[Lang],
  invoice: Pick<InvoiceRead, "invoiceNumber" | "sumCents">,
  lang: Lang = "fi",
): Promise<void> {
  await expect(receipt).toBeVisible()
  const factOf = (term: string) =>
    receipt
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]")
  await expect(factOf(t.receipt.sum)).toHaveText(euros(invoice.sumCents, lang))
  await expect(factOf(t.page.invoiceNumber)).toHaveText(invoice.invoiceNumber)
  await expect(factOf(t.receipt.reference)).toHaveText(invoice.invoiceNumber)
  await expect(factOf(t.receipt.paidDate)).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/)
  await expect(factOf(t.page.service)).not.toBeEmpty()
}
