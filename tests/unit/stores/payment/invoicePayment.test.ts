import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { markInvoicePaid } from "../../../../sandbox/payments/invoices.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { testNow } from "../../../support/clock.ts"
import { answering, json, paymentStoresOn } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

type Seeded = { invoice_number: string; persona_id: string }

/** An invoice of the persona by its properties in the sandbox's own answer: fails loudly when there is none. */
async function invoiceOf(
  personaId: string,
  wanted: (invoice: { status: string; canBePaidOnline: boolean }) => boolean,
) {
  const login = sandbox.login(personaId)
  const rows = sandbox.db
    .prepare("SELECT invoice_number, persona_id FROM invoices WHERE persona_id = ?")
    .all(personaId) as Seeded[]
  for (const row of rows) {
    const { json: body } = await sandbox.get<{ invoice: { status: string; canBePaidOnline: boolean } }>(
      `/api/payments/good-sign-invoice?invoiceNumber=${row.invoice_number}`,
      login,
    )
    if (wanted(body.invoice)) return row.invoice_number
  }
  throw new Error(`${personaId} has no such invoice in the seed`)
}

describe("the invoice payment page's store", () => {
  it("loads a payable invoice and starts the payment with the §7 item, in the page's language", async () => {
    const number = await invoiceOf("aino", (invoice) => invoice.status === "open" && invoice.canBePaidOnline)
    const { root, area, sent } = paymentStoresOn(sandbox, sandbox.login("aino"))
    root.session.setLang("sv")
    const payment = area.invoicePayment
    await payment.load(number)
    expect(payment.phase).toBe("ready")
    expect(payment.providers.map((provider) => provider.name)).toEqual(["Sandbox Pankki", "Sandbox Card"])
    expect(payment.terms).toContain("testmiljön")
    const created = sent.find((request) => request.method === "POST" && request.path === "/api/payments")
    const body = JSON.parse(created!.body) as Record<string, unknown>
    expect(body).toMatchObject({
      amount: payment.invoice!.sumCents,
      items: [{ productCode: "", unitPrice: payment.invoice!.sumCents, units: 1, vatPercentage: 0 }],
      language: "SV",
      reference: number,
      customer: { email: "aino.virtanen@example.fi", firstName: "Aino", lastName: "Virtanen" },
    })
  })

  it("says 'invoice not found' for a number the patient has no invoice by", async () => {
    const { area } = paymentStoresOn(sandbox, sandbox.login("aino"))
    await area.invoicePayment.load("999999")
    expect(area.invoicePayment.phase).toBe("notFound")
  })

  it("shows a paid invoice as paid, and an open one past its online payment as not payable, starting nothing", async () => {
    const paid = await invoiceOf("aino", (invoice) => invoice.status === "paid")
    const late = await invoiceOf("aino", (invoice) => invoice.status === "open" && !invoice.canBePaidOnline)
    const { area, sent } = paymentStoresOn(sandbox, sandbox.login("aino"))
    await area.invoicePayment.load(paid)
    expect(area.invoicePayment.phase).toBe("paid")
    await area.invoicePayment.load(late)
    expect(area.invoicePayment.phase).toBe("notPayable")
    expect(sent.some((request) => request.path === "/api/payments")).toBe(false)
  })

  it("asks for the contact information first when the email is missing, starting nothing", async () => {
    const number = await invoiceOf("outi", (invoice) => invoice.canBePaidOnline)
    const { area, sent } = paymentStoresOn(sandbox, sandbox.login("outi"))
    await area.invoicePayment.load(number)
    expect(area.invoicePayment.phase).toBe("emailRequired")
    expect(sent.some((request) => request.path === "/api/payments")).toBe(false)
  })

  it("submits a provider's form only while the invoice is open; paid meanwhile, it loads again and shows it paid", async () => {
    const number = await invoiceOf("aino", (invoice) => invoice.status === "open" && invoice.canBePaidOnline)
    const { area } = paymentStoresOn(sandbox, sandbox.login("aino"))
    const payment = area.invoicePayment
    await payment.load(number)
    const [provider] = payment.providers
    const open = await payment.chooseProvider(provider!.id)
    expect(open).toEqual({ submit: true, provider })
    expect(payment.checkingProviderId).toBe(provider!.id)
    payment.providerLeft()

    // another tab pays it
    markInvoicePaid(sandbox.db, number, toIsoDate(testNow()))
    const paid = await payment.chooseProvider(provider!.id)
    expect(paid).toEqual({ submit: false })
    expect(payment.phase).toBe("paid")
    expect(payment.paidMeanwhile).toBe(true)
    expect(payment.isChecking).toBe(false)
  })

  it("maps createPayment's failures to the provider messages", async () => {
    const number = await invoiceOf("aino", (invoice) => invoice.status === "open" && invoice.canBePaidOnline)
    const conflict = paymentStoresOn(
      sandbox,
      sandbox.login("aino"),
      answering("POST", "/api/payments", () => json({ type: "notPayableOnline" }, 409)),
    ).area.invoicePayment
    await conflict.load(number)
    expect(conflict.phase).toBe("creationError")
    expect(conflict.creationMessage).toBe("unableToProcess")

    const failing = paymentStoresOn(
      sandbox,
      sandbox.login("aino"),
      answering("POST", "/api/payments", () => json({ type: "UnexpectedError", message: "down" }, 503)),
    ).area.invoicePayment
    await failing.load(number)
    expect(failing.creationMessage).toBe("somethingWentWrong")
  })

  it("fails the load with a retry when the invoice cannot be read", async () => {
    const { area } = paymentStoresOn(
      sandbox,
      sandbox.login("aino"),
      answering("GET", "/api/payments/good-sign-invoice", () =>
        json({ type: "UnexpectedError", message: "x" }, 500),
      ),
    )
    await area.invoicePayment.load("3040601")
    expect(area.invoicePayment.phase).toBe("loadError")
    expect(area.invoicePayment.loadState.errorKind).toBe("server")
  })
})
