import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  countsAsOpen,
  INVOICES_PER_PAGE,
  invoiceEuros,
  invoicePageCount,
  invoicePageOf,
  invoiceStatusLook,
  isPayableOnline,
  LISTABLE_INVOICE_STATUSES,
  nextPayabilityChange,
  openInvoiceTotal,
  visitGiver,
  type OnlinePayability,
} from "../../../src/domain/invoices.ts"
import { formatEuros } from "../../../src/kit/ui/format/money.ts"

// A fixed moment: nothing here depends on the day the tests run
const NOW = Date.parse("2026-11-26T12:00:00+02:00")
const UNTIL = "2026-11-27T23:59:59+02:00"
const payable: OnlinePayability = { status: "open", canBePaidOnline: true, payableOnlineUntil: UNTIL }

describe("invoice sums (spec: cents / 100, two decimals, the language's number format)", () => {
  it("shows cents as euros in fi, sv and en", () => {
    expect(formatEuros(invoiceEuros(1250), "fi")).toBe("12,50\u00a0€")
    expect(formatEuros(invoiceEuros(1250), "sv")).toBe("12,50\u00a0€")
    expect(formatEuros(invoiceEuros(1250), "en")).toBe("€12.50")
    expect(formatEuros(invoiceEuros(123456), "fi")).toBe("1\u00a0234,56\u00a0€")
    expect(formatEuros(invoiceEuros(0), "en")).toBe("€0.00")
  })

  it("always has exactly two decimals, and reads back as the same cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const en = formatEuros(invoiceEuros(cents), "en")
        expect(en).toMatch(/^€[\d,]+\.\d{2}$/)
        expect(Math.round(Number(en.replace(/[€,]/g, "")) * 100)).toBe(cents)
        expect(formatEuros(invoiceEuros(cents), "fi")).toMatch(/^[\d\u00a0]+,\d{2}\u00a0€$/)
      }),
    )
  })
})

describe("invoice statuses", () => {
  it("each listable status has an icon, and the overdue and not-available ones say whom to contact", () => {
    for (const status of LISTABLE_INVOICE_STATUSES) expect(invoiceStatusLook(status).icon).toBeTruthy()
    expect(invoiceStatusLook("overdue").contact).toBe("debtCollection")
    expect(invoiceStatusLook("notAvailable").contact).toBe("billingEmail")
    const others = LISTABLE_INVOICE_STATUSES.filter((status) => !["overdue", "notAvailable"].includes(status))
    for (const status of others) expect(invoiceStatusLook(status).contact).toBeUndefined()
  })

  it("tells the statuses that share a tone apart by their icon or text, never by colour alone", () => {
    const looks = LISTABLE_INVOICE_STATUSES.map((status) => invoiceStatusLook(status))
    // every status's badge has an icon; the refunds share one, their texts differ
    expect(new Set(looks.map((look) => look.icon)).size).toBeGreaterThanOrEqual(6)
  })
})

describe("payable online (spec booking §9: four days after the visit)", () => {
  it("is an open invoice the server marks payable, until its moment", () => {
    expect(isPayableOnline(payable, NOW)).toBe(true)
    expect(isPayableOnline(payable, Date.parse(UNTIL))).toBe(true)
    expect(isPayableOnline(payable, Date.parse(UNTIL) + 1)).toBe(false)
  })

  it("is never a paid one, or one the server does not mark payable", () => {
    expect(isPayableOnline({ ...payable, status: "paid" }, NOW)).toBe(false)
    expect(isPayableOnline({ ...payable, status: "overdue" }, NOW)).toBe(false)
    expect(isPayableOnline({ ...payable, canBePaidOnline: false }, NOW)).toBe(false)
  })

  it("trusts the server when it gives no closing moment", () => {
    expect(isPayableOnline({ ...payable, payableOnlineUntil: null }, NOW)).toBe(true)
  })

  it("knows when the next payment link goes away", () => {
    const later = { ...payable, payableOnlineUntil: "2026-11-29T23:59:59+02:00" }
    const closed = { ...payable, payableOnlineUntil: "2026-11-20T23:59:59+02:00" }
    const paid = { ...payable, status: "paid" }
    expect(nextPayabilityChange([later, payable, closed, paid], NOW)).toBe(Date.parse(UNTIL) + 1)
    expect(nextPayabilityChange([closed, paid], NOW)).toBeUndefined()
    expect(nextPayabilityChange([], NOW)).toBeUndefined()
  })
})

describe("pages of invoices (spec booking §9: 10 a page)", () => {
  it("counts pages of 10, one page when there are none", () => {
    expect(INVOICES_PER_PAGE).toBe(10)
    expect(invoicePageCount(0)).toBe(1)
    expect(invoicePageCount(10)).toBe(1)
    expect(invoicePageCount(11)).toBe(2)
    expect(invoicePageCount(14)).toBe(2)
  })

  it("reads the page of an address, the first page for anything else", () => {
    expect(invoicePageOf("2")).toBe(2)
    for (const value of [null, undefined, "", "0", "-1", "1.5", "abc", "2e"])
      expect(invoicePageOf(value)).toBe(1)
  })
})

describe("the total open amount (issue 31): open and overdue invoices count, with the overdue part", () => {
  it("counts only open and overdue", () => {
    expect(LISTABLE_INVOICE_STATUSES.filter(countsAsOpen)).toEqual(["open", "overdue"])
  })

  it("sums the open and overdue invoices, and the overdue ones apart", () => {
    const invoices = [
      { status: "open", sumCents: 8900 },
      { status: "overdue", sumCents: 19350 },
      { status: "paid", sumCents: 4500 },
      { status: "paper", sumCents: 17500 },
      { status: "refundInProgress", sumCents: 9900 },
      { status: "overdue", sumCents: 1 },
    ] as const
    expect(openInvoiceTotal(invoices)).toEqual({ count: 3, sumCents: 28251, overdueSumCents: 19351 })
    expect(openInvoiceTotal([])).toEqual({ count: 0, sumCents: 0, overdueSumCents: 0 })
  })

  it("never has an overdue part above the sum, nor counts a status that is not open", () => {
    const status = fc.constantFrom(...LISTABLE_INVOICE_STATUSES)
    fc.assert(
      fc.property(
        fc.array(fc.record({ status, sumCents: fc.integer({ min: 0, max: 10_000_000 }) })),
        (list) => {
          const total = openInvoiceTotal(list)
          expect(total.overdueSumCents).toBeLessThanOrEqual(total.sumCents)
          expect(total.count).toBe(list.filter((invoice) => countsAsOpen(invoice.status)).length)
        },
      ),
    )
  })
})

describe("who or where gave the service an invoice was for", () => {
  it("names the practitioner and the clinic, those given", () => {
    expect(visitGiver({ practitionerName: "Mikko Laine", clinicName: "Aava Kamppi" })).toBe(
      "Mikko Laine, Aava Kamppi",
    )
    expect(visitGiver({ practitionerName: null, clinicName: "Aava Itäkeskus" })).toBe("Aava Itäkeskus")
    expect(visitGiver({ practitionerName: "Mikko Laine", clinicName: null })).toBe("Mikko Laine")
  })
})
