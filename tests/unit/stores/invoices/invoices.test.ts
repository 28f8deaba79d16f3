import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  INVOICES_PER_PAGE,
  isPayableOnline,
  LISTABLE_INVOICE_STATUSES,
} from "../../../../src/domain/invoices.ts"
import { SEED_INVOICES } from "../../../../sandbox/payments/invoiceSeed.ts"
import { PERSONAS } from "../../../../sandbox/personas.ts"
import { testClock } from "../../../support/clock.ts"
import { answering, healthStoreOn, json } from "../prescriptions/support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

/** An adult-brand persona the seed gives no invoices, failing loudly when there is none. */
function personaWithoutInvoices(): string {
  const persona = PERSONAS.find(
    (candidate) =>
      candidate.brands.includes("adult") &&
      !SEED_INVOICES.some((invoice) => invoice.personaId === candidate.id),
  )
  if (!persona) throw new Error("The seed gives every adult persona invoices")
  return persona.id
}

describe("the invoices list, 10 a page", () => {
  it("pages through Aino's invoices, newest first, and goes to the last page for one beyond it", async () => {
    const { list } = healthStoreOn(sandbox, sandbox.login("aino")).invoices
    await list.load(1)
    expect(list.status).toBe("loaded")
    const total = list.totalCount
    expect(total, "the seed gives Aino more than one page").toBeGreaterThan(INVOICES_PER_PAGE)
    expect(list.invoices).toHaveLength(INVOICES_PER_PAGE)
    expect(list.range).toEqual({ from: 1, to: INVOICES_PER_PAGE })
    const pageCount = Math.ceil(total / INVOICES_PER_PAGE)
    expect(list.pageCount).toBe(pageCount)
    const firstPage = list.invoices.map((invoice) => invoice.creationDate)
    expect(firstPage).toEqual([...firstPage].sort().reverse())

    await list.load(2)
    expect(list.shownPage).toBe(2)
    expect(list.range.from).toBe(INVOICES_PER_PAGE + 1)
    expect(list.invoices[0]!.creationDate <= firstPage.at(-1)!).toBe(true)

    await list.load(pageCount + 5)
    expect(list.shownPage).toBe(pageCount)
    expect(list.range.to).toBe(total)
    await list.load(Number.NaN)
    expect(list.shownPage).toBe(1)
  })

  it("has every listable status over Aino's pages, and an open one payable online", async () => {
    const { list } = healthStoreOn(sandbox, sandbox.login("aino")).invoices
    await list.load(1)
    const all = [...list.invoices]
    for (let page = 2; page <= list.pageCount; page++) {
      await list.load(page)
      all.push(...list.invoices)
    }
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(new Set(LISTABLE_INVOICE_STATUSES))
    expect(all.some((invoice) => isPayableOnline(invoice, testClock()))).toBe(true)
    for (const invoice of all.filter((item) => item.status !== "open")) {
      expect(isPayableOnline(invoice, testClock())).toBe(false)
    }
  })

  it("gives a PDF link with the csrf token, the file name and the language, and the link gives the PDF", async () => {
    const login = sandbox.login("aino")
    const store = healthStoreOn(sandbox, login)
    await store.session.load()
    store.session.setLang("sv")
    const { list } = store.invoices
    await list.load(1)
    const invoice = list.invoices[0]!
    const url = new URL(list.pdfPath(invoice, `faktura-${invoice.invoiceNumber}.pdf`), sandbox.url)
    expect(url.pathname).toBe(`/api/invoices/${invoice.id}/pdf`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      filename: `faktura-${invoice.invoiceNumber}.pdf`,
      lang: "sv",
      csrfToken: login.csrfToken,
    })
    const response = await fetch(url, { headers: { cookie: login.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("application/pdf")
    expect(response.headers.get("content-disposition")).toContain(
      `filename="faktura-${invoice.invoiceNumber}.pdf"`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
  })

  it("says what each invoice was for, the service in the page's language, and reads it again in another", async () => {
    const store = healthStoreOn(sandbox, sandbox.login("aino"))
    await store.session.load()
    store.session.setLang("fi")
    const { list } = store.invoices
    await list.load(1)
    const first = list.invoices[0]!
    expect(first.visit.date <= first.creationDate).toBe(true)
    expect(first.visit.practitionerName ?? first.visit.clinicName, "who or where gave it").toBeTruthy()
    const finnish = list.invoices.map((invoice) => invoice.visit.service)
    store.session.setLang("en")
    await list.load(1)
    const english = list.invoices.map((invoice) => invoice.visit.service)
    expect(english).toHaveLength(finnish.length)
    expect(english.filter((service, index) => service !== finnish[index]).length).toBeGreaterThan(0)
  })

  it("is empty for a patient without invoices", async () => {
    const { list } = healthStoreOn(sandbox, sandbox.login(personaWithoutInvoices())).invoices
    await list.load(1)
    expect(list.isEmpty).toBe(true)
    expect(list.pageCount).toBe(1)
  })

  it("fails with its kind and loads again on retry", async () => {
    let fail = true
    const store = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/invoices", () => (fail ? json({ type: "unknownError" }, 500) : json(emptyPage))),
    )
    const { list } = store.invoices
    await list.load(1)
    expect(list.status).toBe("error")
    expect(list.loadState.errorKind).toBe("server")
    fail = false
    await list.load(1)
    expect(list.status).toBe("loaded")
    expect(list.isEmpty).toBe(true)
  })
})

const emptyPage = { page: 1, pageSize: 10, totalCount: 0, invoices: [] }

describe("the invoice summary", () => {
  it("loads an invoice by id with its rows in the page's language, and again on a language switch", async () => {
    const store = healthStoreOn(sandbox, sandbox.login("aino"))
    const { list, summary } = store.invoices
    await list.load(1)
    const item = list.invoices.find((invoice) => invoice.status === "paid" || invoice.status === "open")
    expect(item, "a paid or open invoice on Aino's first page").toBeDefined()
    await summary.load(item!.id)
    const invoice = summary.invoiceFor(item!.id)!
    expect(invoice.invoiceNumber).toBe(item!.invoiceNumber)
    expect(invoice.sumCents).toBe(item!.sumCents)
    expect(invoice.rows.length).toBeGreaterThan(0)
    expect(invoice.buyerName).toBe("Aino Virtanen")
    const english = invoice.rows[0]!.description

    store.session.setLang("fi")
    const reading = summary.load(item!.id)
    // the same invoice stays on show while it is read again
    expect(summary.invoiceFor(item!.id)).toBe(invoice)
    await reading
    expect(summary.invoiceFor(item!.id)!.rows[0]!.description).not.toBe(english)
    expect(summary.invoiceFor("1")).toBeUndefined()
  })

  it("says not found for an invoice that is not the patient's", async () => {
    const { summary } = healthStoreOn(sandbox, sandbox.login(personaWithoutInvoices())).invoices
    await summary.load("88194")
    expect(summary.status).toBe("error")
    expect(summary.isNotFound).toBe(true)
  })

  it("tells a failure from not found", async () => {
    const { summary } = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/invoices/invoice-summary", () => json({ type: "unknownError" }, 503)),
    ).invoices
    await summary.load("88194")
    expect(summary.status).toBe("error")
    expect(summary.isNotFound).toBe(false)
  })
})
