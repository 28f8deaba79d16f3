// @vitest-environment happy-dom
// Invoices a patient can read (issue 31), in Finnish: the list's heading area gives the total open amount over all
// pages (and the overdue part), and the summary says what the invoice was for and its lines (name, units, unit
// price, the line's sum).
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import { InvoiceSummaryPage } from "../../../../src/features/payments/views/invoices/InvoiceSummaryPage.tsx"
import { InvoicesPage } from "../../../../src/features/payments/views/invoices/InvoicesPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

// Thursday 26 November 2026, 12:00 in Helsinki
const NOW = Date.parse("2026-11-26T12:00:00+02:00")

const visit = {
  date: "2026-11-25",
  service: "Yleislääkärin vastaanotto",
  practitionerName: "Mikko Laine",
  clinicName: "Aava Kamppi",
}
const item = {
  id: "88194",
  invoiceNumber: "3040512",
  source: "GoodSignInvoice",
  status: "open",
  sumCents: 8900,
  creationDate: "2026-11-25",
  dueDate: "2026-12-09",
  canBePaidOnline: false,
  payableOnlineUntil: null,
  visit,
}

/** The text of the definition of `term` within `scope`, failing loudly when there is none. */
function factOf(scope: HTMLElement, term: string): string {
  const dt = within(scope)
    .getAllByRole("term")
    .find((candidate) => candidate.textContent === term)
  if (!dt) throw new Error(`No fact ${term}`)
  return dt.nextElementSibling!.textContent ?? ""
}

function answering(pathname: string, body: unknown, asked: URL[] = []) {
  return fakeStoreEnv({
    now: fixedClock(NOW),
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname !== pathname) throw new Error(`No answer for ${url.pathname} in this test`)
      asked.push(url)
      return Response.json(body)
    },
  })
}

describe("the invoices page's total open amount (fi)", () => {
  const show = async (openTotal: { count: number; sumCents: number; overdueSumCents: number }) => {
    const asked: URL[] = []
    const env = answering(
      "/api/invoices",
      { page: 1, pageSize: 10, totalCount: 14, openTotal, invoices: [item] },
      asked,
    )
    const url = buildPath("invoices", "fi")
    await renderView(<InvoicesPage />, { lang: "fi", namespaces: ["invoices"], env, path: url, url })
    await screen.findByRole("list", { name: "Laskut uusimmasta alkaen" })
    return asked
  }

  it("gives the sum and number of open invoices over all pages, and the overdue part, under the heading", async () => {
    const asked = await show({ count: 3, sumCents: 28250, overdueSumCents: 19350 })
    expect(asked[0]!.searchParams.get("lang"), "the services in the page's language").toBe("fi")
    const h1 = screen.getByRole("heading", { level: 1, name: "Laskut" })
    // in the heading area: right after the h1, before the list
    const total = h1.nextElementSibling as HTMLElement
    expect(total.getAttribute("aria-label")).toBe("Avoimet laskut")
    expect(factOf(total, "Avoinna 3 laskua, yhteensä")).toBe("282,50\u00a0€")
    expect(factOf(total, "Josta erääntynyt")).toBe("193,50\u00a0€")
  })

  it("has no overdue part when nothing is overdue, and one invoice in the singular", async () => {
    await show({ count: 1, sumCents: 8900, overdueSumCents: 0 })
    const total = screen.getByRole("heading", { level: 1 }).nextElementSibling as HTMLElement
    expect(factOf(total, "Avoinna 1 lasku, yhteensä")).toBe("89,00\u00a0€")
    expect(total.textContent).not.toContain("Josta erääntynyt")
  })

  it("says when nothing is open", async () => {
    await show({ count: 0, sumCents: 0, overdueSumCents: 0 })
    expect(screen.getByText("Sinulla ei ole avoimia laskuja.")).toBeTruthy()
  })
})

describe("an invoice's summary says what it was for and its lines (fi)", () => {
  it("gives the service, the visit's day, practitioner and clinic, and each line's units, price and sum", async () => {
    const invoice = {
      invoiceNumber: "3040512",
      sumCents: 11850,
      status: "open",
      paidDate: null,
      creationDate: "2026-11-25",
      dueDate: "2026-12-09",
      payableOnlineUntil: null,
      buyerName: "Aino Virtanen",
      buyerAddress: { street: "Mannerheimintie 12 B 7", postalCode: "00100", postOffice: "Helsinki" },
      rows: [
        {
          description: "Yleislääkärin vastaanotto 20 min",
          count: 1,
          unitPriceCents: 7900,
          date: "2026-11-25",
          vatPercentage: 0,
        },
        {
          description: "Laboratoriotutkimukset",
          count: 2,
          unitPriceCents: 1475,
          date: "2026-11-25",
          vatPercentage: 0,
        },
      ],
      canBePaidOnline: false,
      visit,
    }
    const env = answering("/api/invoices/invoice-summary", { invoice })
    const url = buildPath("invoiceSummary", "fi", { invoiceId: "88194" })
    await renderView(<InvoiceSummaryPage />, {
      lang: "fi",
      namespaces: ["invoices"],
      env,
      path: url.replace("88194", ":invoiceId"),
      url,
    })
    await screen.findByRole("heading", { level: 1, name: "Laskun yhteenveto" })
    const facts = screen.getByRole("heading", { level: 1 }).nextElementSibling as HTMLElement
    expect(factOf(facts, "Palvelu")).toBe("Yleislääkärin vastaanotto")
    expect(factOf(facts, "Käyntipäivä")).toBe("25.11.2026")
    expect(factOf(facts, "Vastaanotto")).toBe("Mikko Laine, Aava Kamppi")

    const lines = within(screen.getByRole("list", { name: undefined })).getAllByRole("listitem")
    expect(lines).toHaveLength(2)
    expect(within(lines[0]!).getByRole("heading", { level: 3 }).textContent).toBe(
      "Yleislääkärin vastaanotto 20 min",
    )
    expect(factOf(lines[0]!, "Määrä")).toBe("1")
    expect(factOf(lines[0]!, "Yksikköhinta")).toBe("79,00\u00a0€")
    expect(factOf(lines[0]!, "Rivin summa")).toBe("79,00\u00a0€")
    expect(within(lines[1]!).getByRole("heading", { level: 3 }).textContent).toBe("Laboratoriotutkimukset")
    expect(factOf(lines[1]!, "Määrä")).toBe("2")
    expect(factOf(lines[1]!, "Yksikköhinta")).toBe("14,75\u00a0€")
    expect(factOf(lines[1]!, "Rivin summa")).toBe("29,50\u00a0€")
    expect(document.querySelector(".invoice-summary__total")!.textContent).toBe("Yhteensä 118,50\u00a0€")
  })
})
