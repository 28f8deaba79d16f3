import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SEED_INVOICES } from "../../../../sandbox/payments/invoiceSeed.ts"
import { pdfProblems } from "../account/sandbox.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const get = async (path: string, personaId = "aino") => {
  const answer = await sandbox.request("GET", path, { login: sandbox.login(personaId) })
  return answer
}

describe("invoices", () => {
  it("say what they were for in every persona's list: the visit's day, the service, who or where", async () => {
    const personas = [...new Set(SEED_INVOICES.map((invoice) => invoice.personaId))]
    for (const personaId of personas) {
      for (const lang of ["fi", "sv", "en"] as const) {
        const answer = await get(`/api/invoices?lang=${lang}`, personaId)
        expect(answer.status, `${personaId} ${lang}`).toBe(200)
        for (const invoice of answer.json.invoices) {
          const { visit } = invoice
          expect(visit.date <= invoice.creationDate, invoice.invoiceNumber).toBe(true)
          expect(visit.service.length).toBeGreaterThan(0)
          expect(visit.practitionerName ?? visit.clinicName, invoice.invoiceNumber).toBeTruthy()
        }
      }
    }
  })

  it("come 10 a page, newest first, with every status the list shows", async () => {
    const first = (await get("/api/invoices")).json
    expect(first).toMatchObject({ page: 1, pageSize: 10 })
    expect(first.totalCount).toBeGreaterThanOrEqual(12)
    expect(first.invoices).toHaveLength(10)
    const second = (await get("/api/invoices?page=2")).json
    expect(second.invoices).toHaveLength(first.totalCount - 10)
    const all = [...first.invoices, ...second.invoices]
    const dates = all.map((invoice: { creationDate: string }) => invoice.creationDate)
    expect(dates).toEqual([...dates].sort().reverse())
    const statuses = new Set(all.map((invoice: { status: string }) => invoice.status))
    for (const status of [
      "open",
      "overdue",
      "paid",
      "paper",
      "notAvailable",
      "refundInProgress",
      "refunded",
    ]) {
      expect(statuses, status).toContain(status)
    }
    // two for the pages' own use, and the payment spec's own (tests/e2e/portal/payment.spec.ts)
    expect(
      all.filter((invoice: { canBePaidOnline: boolean }) => invoice.canBePaidOnline).length,
    ).toBeGreaterThanOrEqual(2)
    expect((await get("/api/invoices?page=5")).json).toMatchObject({
      invoices: [],
      totalCount: first.totalCount,
    })
  })

  it("has Marko's overdue invoice", async () => {
    const { invoices } = (await get("/api/invoices", "marko")).json
    expect(invoices.map((invoice: { status: string }) => invoice.status)).toContain("overdue")
  })

  it("gives one invoice by id with rows in the language, and 404 for another patient's", async () => {
    const answer = await get("/api/invoices/invoice-summary?invoiceId=88194&lang=en")
    expect(answer.status).toBe(200)
    expect(answer.json.invoice).toMatchObject({
      invoiceNumber: "3040512",
      sumCents: 8900,
      status: "open",
      buyerName: "Aino Virtanen",
      rows: [{ description: "General practitioner appointment 20 min" }, { description: "Office fee" }],
    })
    expect((await get("/api/invoices/invoice-summary?invoiceId=88194&lang=fi", "marko")).status).toBe(404)
  })

  it("serves an invoice as a whole PDF", async () => {
    const pdf = await get("/api/invoices/88194/pdf?filename=lasku-3040512.pdf&lang=fi")
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pdfProblems(pdf.bytes)).toEqual([])
    expect(new TextDecoder("latin1").decode(pdf.bytes)).toContain("/BaseFont /Helvetica")
    expect((await get("/api/invoices/99999/pdf?filename=x.pdf&lang=fi")).status).toBe(404)
  })
})
