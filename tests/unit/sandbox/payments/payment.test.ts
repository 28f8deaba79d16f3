import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
let login: Login
beforeEach(async () => {
  sandbox = await startTestSandbox()
  login = sandbox.login("aino")
})
afterEach(() => sandbox.close())

// spec: one item, 0 % VAT, an empty product code and the sum as the unit price
const paymentOf = (reference: string, amount: number, language = "FI") => ({
  amount,
  customer: {
    email: "aino.virtanen@example.fi",
    phone: "+358401234567",
    firstName: "Aino",
    lastName: "Virtanen",
  },
  items: [{ productCode: "", unitPrice: amount, units: 1, vatPercentage: 0 }],
  language,
  reference,
})

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  contentType: "application/x-www-form-urlencoded",
})

async function payThrough(outcome: "ok" | "fail", language = "FI") {
  const created = await sandbox.request("POST", "/api/payments", {
    login,
    body: paymentOf("3040512", 8900, language),
  })
  expect(created.status).toBe(200)
  const provider = created.json.providers[0]
  expect(provider).toMatchObject({
    name: "Sandbox Pankki",
    url: `${sandbox.url}/api/payments/sandbox-provider`,
  })
  const fields = Object.fromEntries(
    provider.parameters.map((p: { name: string; value: string }) => [p.name, p.value]),
  )
  const page = await sandbox.request("POST", new URL(provider.url).pathname, form(fields))
  expect(page.status).toBe(200)
  expect(page.headers.get("content-type")).toMatch(/^text\/html/)
  const result = await sandbox.request("POST", "/api/payments/sandbox-provider/result", {
    ...form({ "transaction-id": fields["transaction-id"], outcome }),
  })
  expect(result.status).toBe(303)
  return { page: page.text, location: result.headers.get("location") }
}

const invoiceStatus = async () =>
  (await sandbox.request("GET", "/api/payments/good-sign-invoice?invoiceNumber=3040512", { login })).json
    .invoice

describe("paying an invoice online", () => {
  it("pays it through the test provider and returns to the payment result page with ok", async () => {
    const { page, location } = await payThrough("ok")
    expect(page).toContain("Maksa")
    expect(page).toContain("89,00 €")
    expect(location).toBe("/fi/laskut/3040512/maksun-tulos?status=ok")
    expect(await invoiceStatus()).toMatchObject({ status: "paid", canBePaidOnline: false })
    expect((await invoiceStatus()).paidDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it("leaves it open when the payment is cancelled, in the payment's language", async () => {
    const { page, location } = await payThrough("fail", "EN")
    expect(page).toContain("Cancel payment")
    expect(location).toBe("/en/invoices/3040512/payment-result?status=fail")
    expect(await invoiceStatus()).toMatchObject({ status: "open", paidDate: null, canBePaidOnline: true })
  })

  it("refuses a paid invoice, a wrong sum and one past its online payment time", async () => {
    await payThrough("ok")
    const paid = await sandbox.request("POST", "/api/payments", { login, body: paymentOf("3040512", 8900) })
    expect(paid.status).toBe(409)
    expect(paid.json).toEqual({ type: "invoiceAlreadyPaid" })
    const wrongSum = await sandbox.request("POST", "/api/payments", {
      login,
      body: paymentOf("3040601", 100),
    })
    expect(wrongSum.json).toEqual({ type: "invoiceSumNotValid" })
    const late = await sandbox.request("POST", "/api/payments", { login, body: paymentOf("3040377", 4900) })
    expect(late.json).toEqual({ type: "notPayableOnline" })
    const unknown = await sandbox.request("POST", "/api/payments", { login, body: paymentOf("1", 4900) })
    expect(unknown.status).toBe(404)
  })

  it("settles a payment once", async () => {
    const created = await sandbox.request("POST", "/api/payments", {
      login,
      body: paymentOf("3040512", 8900),
    })
    const id = created.json.providers[1].parameters[0].value
    const settle = (outcome: string) =>
      sandbox.request(
        "POST",
        "/api/payments/sandbox-provider/result",
        form({ "transaction-id": id, outcome }),
      )
    expect((await settle("fail")).headers.get("location")).toMatch(/status=fail$/)
    expect((await settle("ok")).headers.get("location")).toMatch(/status=fail$/)
    expect((await invoiceStatus()).status).toBe("open")
  })

  it("answers 404 for an unknown transaction", async () => {
    const page = await sandbox.request(
      "POST",
      "/api/payments/sandbox-provider",
      form({ "transaction-id": "00000000-0000-4000-8000-000000000000", provider: "sandbox-card" }),
    )
    expect(page.status).toBe(404)
  })
})
