// @vitest-environment happy-dom
// One invoice of the list at a fixed moment: sum in the language's format, status by text and icon, whom to contact
// for an overdue or a not-available invoice, the payment link only while payable online, the summary and the PDF.
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import type { InvoiceListItem } from "../../../../src/features/payments/store/invoices/area.ts"
import { InvoiceItem } from "../../../../src/features/payments/views/invoices/InvoiceItem.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

// Thursday 26 November 2026, 12:00 in Helsinki
const NOW = Date.parse("2026-11-26T12:00:00+02:00")

afterEach(cleanup)

const invoice = (overrides: Partial<InvoiceListItem>): InvoiceListItem => ({
  id: "88194",
  invoiceNumber: "3040512",
  source: "GoodSignInvoice",
  status: "open",
  sumCents: 8950,
  creationDate: "2026-11-25",
  dueDate: "2026-12-09",
  canBePaidOnline: true,
  payableOnlineUntil: "2026-11-29T23:59:59+02:00",
  visit: {
    date: "2026-11-24",
    service: "Yleislääkärin vastaanotto",
    practitionerName: "Mikko Laine",
    clinicName: "Aava Kamppi",
  },
  ...overrides,
})

async function show(lang: Lang, item: InvoiceListItem, nowMs = NOW) {
  await renderView(
    <ul>
      <InvoiceItem invoice={item} lang={lang} nowMs={nowMs} pdfPath={(name) => `/pdf/${name}`} />
    </ul>,
    { lang, namespaces: ["invoices"], env: fakeStoreEnv({ now: fixedClock(NOW) }) },
  )
  return screen.getByRole("listitem")
}

/** The text of the fact `term` of an invoice__facts list, failing loudly when it has none. */
function factOf(item: HTMLElement, term: string): string {
  const dt = [...item.querySelectorAll("dt")].find((candidate) => candidate.textContent === term)
  if (!dt) throw new Error(`No fact ${term}`)
  return dt.nextElementSibling!.textContent ?? ""
}

// each link's name tells the invoice ("Lataa PDF, lasku 3040512"): one name, no space before its comma
describe("an invoice of the list", () => {
  it("shows an open one payable online with its payment link, summary and PDF (fi)", async () => {
    const item = await show("fi", invoice({}))
    // what it was for leads: the service as the heading, with the number; the visit's day and who and where
    const heading = within(item).getByRole("heading", { level: 2 })
    expect(heading.textContent).toBe("Yleislääkärin vastaanotto Lasku 3040512")
    expect(factOf(item, "Käyntipäivä")).toBe("24.11.2026")
    expect(factOf(item, "Vastaanotto")).toBe("Mikko Laine, Aava Kamppi")
    expect(item.textContent).toContain("89,50\u00a0€")
    expect(item.textContent).toContain("25.11.2026")
    expect(item.textContent).toContain("Maksettavissa verkossa 29.11.2026 asti")
    const status = item.querySelector(".invoice-status")!
    expect(status.textContent).toBe("Avoin")
    expect(status.querySelector("svg[aria-hidden='true']")).not.toBeNull()
    expect(
      within(item)
        .getByRole("link", { name: /^Maksa verkossa, lasku 3040512$/ })
        .getAttribute("href"),
    ).toBe("/fi/laskut/3040512/maksu")
    expect(
      within(item)
        .getByRole("link", { name: /^Laskun yhteenveto, lasku 3040512$/ })
        .getAttribute("href"),
    ).toBe("/fi/laskun-yhteenveto/88194")
    const pdf = within(item).getByRole("link", { name: /^Lataa PDF, lasku 3040512$/ })
    expect(pdf.getAttribute("href")).toBe("/pdf/lasku-3040512.pdf")
    expect(pdf.getAttribute("download")).toBe("lasku-3040512.pdf")
  })

  it("has no payment link once online payment has closed, or for an invoice not payable online", async () => {
    const closed = await show("en", invoice({}), Date.parse("2026-11-30T00:00:00+02:00"))
    expect(within(closed).queryByRole("link", { name: /^Pay online/ })).toBeNull()
    expect(closed.textContent).not.toContain("Payable online until")
    cleanup()
    const paper = await show(
      "en",
      invoice({ status: "paper", canBePaidOnline: false, payableOnlineUntil: null }),
    )
    expect(within(paper).queryByRole("link", { name: /^Pay online/ })).toBeNull()
    expect(paper.querySelector(".invoice-status")!.textContent).toBe("Paper invoice")
    expect(paper.textContent).toContain("€89.50")
  })

  it("names only the clinic of a laboratory visit, and only the practitioner of a remote one (fi)", async () => {
    const lab = await show(
      "fi",
      invoice({
        visit: {
          date: "2026-11-20",
          service: "Laboratoriokäynti",
          practitionerName: null,
          clinicName: "Aava Itäkeskus",
        },
      }),
    )
    expect(within(lab).getByRole("heading", { level: 2 }).textContent).toBe("Laboratoriokäynti Lasku 3040512")
    expect(factOf(lab, "Vastaanotto")).toBe("Aava Itäkeskus")
    cleanup()
    const remote = await show(
      "fi",
      invoice({
        visit: {
          date: "2026-11-20",
          service: "Etävastaanotto (video)",
          practitionerName: "Mikko Laine",
          clinicName: null,
        },
      }),
    )
    expect(factOf(remote, "Vastaanotto")).toBe("Mikko Laine")
    expect(factOf(remote, "Käyntipäivä")).toBe("20.11.2026")
  })

  it("tells an overdue one to contact the debt collection partner (sv)", async () => {
    const item = await show(
      "sv",
      invoice({ status: "overdue", canBePaidOnline: false, payableOnlineUntil: null }),
    )
    expect(item.querySelector(".invoice-status")!.textContent).toBe("Förfallen")
    expect(item.textContent).toContain("Kontakta vår inkassopartner.")
    expect(within(item).queryByRole("link", { name: /^Betala på nätet/ })).toBeNull()
  })

  it("tells a not-available one to email billing, with the address as a link (en)", async () => {
    const item = await show(
      "en",
      invoice({ status: "notAvailable", canBePaidOnline: false, payableOnlineUntil: null }),
    )
    expect(item.querySelector(".invoice-status")!.textContent).toBe("Status not available")
    expect(item.textContent).toContain("Please contact our billing by email:")
    expect(within(item).getByRole("link", { name: "laskutus@aava.example" }).getAttribute("href")).toBe(
      "mailto:laskutus@aava.example",
    )
    expect(item.textContent).not.toContain("debt collection")
  })
})
