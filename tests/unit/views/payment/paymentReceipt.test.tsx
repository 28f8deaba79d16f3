// @vitest-environment happy-dom
// The payment result's receipt (issue 31), in Finnish: 'Maksu suoritettu' gives the sum, the invoice number, the
// reference (the invoice number, spec messaging §3), the paid date, what it was for and the payer, with the
// provider's name and the print date for paper, and 'Tulosta kuitti' opens the browser's print; when the invoice
// cannot be read, the receipt keeps what the address tells (number and reference).
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import { PaymentResultPage } from "../../../../src/features/payments/views/payment/PaymentResultPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Saturday 28 November 2026, 14:30 in Helsinki
const NOW = Date.parse("2026-11-28T14:30:00+02:00")

const paid = {
  invoiceNumber: "3040512",
  sumCents: 8900,
  status: "paid",
  paidDate: "2026-11-28",
  creationDate: "2026-11-27",
  dueDate: "2026-12-11",
  payableOnlineUntil: "2026-12-01T23:59:59+02:00",
  buyerName: "Aino Virtanen",
  buyerAddress: { street: "Mannerheimintie 12 B 7", postalCode: "00100", postOffice: "Helsinki" },
  rows: [
    {
      description: "Yleislääkärin vastaanotto 20 min",
      count: 1,
      unitPriceCents: 7900,
      date: "2026-11-27",
      vatPercentage: 0,
    },
    { description: "Toimistomaksu", count: 1, unitPriceCents: 1000, date: "2026-11-27", vatPercentage: 0 },
  ],
  canBePaidOnline: false,
  visit: {
    date: "2026-11-27",
    service: "Yleislääkärin vastaanotto",
    practitionerName: "Mikko Laine",
    clinicName: "Aava Kamppi",
  },
}

async function showOk(answer: () => Response) {
  const env = fakeStoreEnv({
    now: fixedClock(NOW),
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname !== "/api/payments/good-sign-invoice") throw new Error(`No answer for ${url.pathname}`)
      expect(url.searchParams.get("invoiceNumber")).toBe("3040512")
      return answer()
    },
  })
  const url = buildPath("paymentResult", "fi", { invoiceNumber: "3040512" })
  await renderView(<PaymentResultPage />, {
    lang: "fi",
    namespaces: ["payment"],
    env,
    path: url.replace("3040512", ":invoiceNumber"),
    url: `${url}?status=ok`,
  })
  expect(await screen.findByRole("heading", { level: 1, name: "Maksu suoritettu" })).toBeTruthy()
}

/** The receipt's facts, term by term. */
async function receiptFacts(): Promise<Record<string, string>> {
  const receipt = await screen.findByRole("region", { name: "Kuitti" })
  const terms = within(receipt).getAllByRole("term")
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]))
}

describe("the receipt of a completed payment (fi)", () => {
  it("gives the provider, sum, number, reference, paid date, service, visit and payer, and prints", async () => {
    await showOk(() => Response.json({ invoice: paid }))
    expect(await receiptFacts()).toEqual({
      "Maksettu summa": "89,00\u00a0€",
      "Laskun numero": "3040512",
      Viitenumero: "3040512",
      Maksupäivä: "28.11.2026",
      Palvelu: "Yleislääkärin vastaanotto",
      Käynti: "27.11.2026, Mikko Laine, Aava Kamppi",
      Maksaja: "Aino Virtanen",
    })
    const receipt = screen.getByRole("region", { name: "Kuitti" })
    expect(receipt.querySelector(".payment-receipt__provider")!.textContent).toBe("Aava")
    // on paper only (payment.css), the day it is printed, by the store's clock
    expect(receipt.querySelector(".payment-receipt__printed")!.textContent).toBe("Tulostettu 28.11.2026")

    // happy-dom has no print dialog: the browser's print is stood in for
    const print = vi.fn()
    vi.stubGlobal("print", print)
    fireEvent.click(screen.getByRole("button", { name: "Tulosta kuitti" }))
    expect(print).toHaveBeenCalledOnce()
    expect(screen.getByText("Tulostusikkunassa voit myös tallentaa kuitin PDF-tiedostoksi.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Siirry etusivulle" }).getAttribute("href")).toBe("/fi")
  })

  it("keeps the number and reference when the invoice cannot be read", async () => {
    await showOk(() => Response.json({ type: "unknownError" }, { status: 503 }))
    expect(await receiptFacts()).toEqual({ "Laskun numero": "3040512", Viitenumero: "3040512" })
    expect(screen.getByRole("button", { name: "Tulosta kuitti" })).toBeTruthy()
  })
})
