// @vitest-environment happy-dom
// The invoices' page states a component test can hold, in fi, sv and en: an invoice that is not the patient's (the
// summary answers 404) is the page's own 'Invoice not found', under that title, with the way to all invoices; a
// patient without invoices sees the list's empty text and no pages. The e2e suite keeps the area's error path (a
// failed list load and its retry, invoices.spec.ts).
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enInvoices from "../../../../locales/en/invoices.json"
import fiInvoices from "../../../../locales/fi/invoices.json"
import svInvoices from "../../../../locales/sv/invoices.json"
import { InvoiceSummaryPage } from "../../../../src/features/payments/views/invoices/InvoiceSummaryPage.tsx"
import { InvoicesPage } from "../../../../src/features/payments/views/invoices/InvoicesPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiInvoices, sv: svInvoices, en: enInvoices }
const LANGS = ["fi", "sv", "en"] as const

describe("an invoice that is not the patient's", () => {
  const notHers = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/invoices/invoice-summary")
        return Response.json({ message: "Not found" }, { status: 404 })
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })

  for (const lang of LANGS)
    it(`is not found, under that title, with the way to all invoices (${lang})`, async () => {
      const url = buildPath("invoiceSummary", lang, { invoiceId: "3040601" })
      await renderView(<InvoiceSummaryPage />, {
        lang,
        namespaces: ["invoices"],
        env: notHers,
        path: url.replace("3040601", ":invoiceId"),
        url,
      })
      const { summary } = texts[lang]
      expect(await screen.findByRole("heading", { level: 1, name: summary.notFound })).toBeTruthy()
      expect(document.title).toBe(`${summary.notFound} – Aava`)
      expect(screen.getByRole("link", { name: summary.allInvoices }).getAttribute("href")).toBe(
        buildPath("invoices", lang),
      )
    })
})

describe("a patient without invoices", () => {
  const none = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === "/api/invoices") return Response.json({ totalCount: 0, invoices: [] })
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })

  for (const lang of LANGS)
    it(`sees the empty text and no pages (${lang})`, async () => {
      const url = buildPath("invoices", lang)
      await renderView(<InvoicesPage />, { lang, namespaces: ["invoices"], env: none, path: url, url })
      const { list } = texts[lang]
      expect(await screen.findByText(list.empty, { exact: true })).toBeTruthy()
      expect(screen.queryByRole("navigation", { name: list.pages })).toBeNull()
    })
})
