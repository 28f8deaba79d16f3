import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  CONFIRMATION_POLL,
  eurosOf,
  isPaymentEmailValid,
  isWebUrl,
  PAYMENT_MESSAGES,
  paymentItemFor,
  paymentMessageOfConflict,
  paymentMessageOfReturn,
  paymentRequestFor,
  parseProviderStatus,
  svgOfDataUrl,
} from "../../../src/domain/payment.ts"

const customer = {
  email: "aino.virtanen@example.fi",
  phone: "+358401234567",
  firstName: "Aino",
  lastName: "Virtanen",
}

describe("the payment request (spec messaging §7)", () => {
  it("has one item: one unit, 0 % VAT, an empty product code and the sum in cents as its unit price", () => {
    expect(paymentItemFor(8900)).toEqual({ productCode: "", unitPrice: 8900, units: 1, vatPercentage: 0 })
  })

  it("sends the amount as the items' sum, the invoice number as reference, and the language as FI, SV or EN", () => {
    const invoice = { invoiceNumber: "3040512", sumCents: 8900 }
    expect(paymentRequestFor(invoice, customer, "fi")).toEqual({
      amount: 8900,
      customer,
      items: [{ productCode: "", unitPrice: 8900, units: 1, vatPercentage: 0 }],
      language: "FI",
      reference: "3040512",
    })
    expect(paymentRequestFor(invoice, customer, "sv").language).toBe("SV")
    expect(paymentRequestFor(invoice, customer, "en").language).toBe("EN")
  })

  it("keeps the amount equal to the sum of unitPrice × units for any sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (sumCents) => {
        const request = paymentRequestFor({ invoiceNumber: "1", sumCents }, customer, "fi")
        const total = request.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0)
        expect(request.amount).toBe(total)
        expect(request.amount).toBe(sumCents)
      }),
    )
  })

  it("shows cents as euros", () => {
    expect(eurosOf(8900)).toBe(89)
    expect(eurosOf(3850)).toBe(38.5)
  })
})

describe("the email a payment needs (spec §5)", () => {
  it("is missing or invalid for empty, null, malformed and over-long addresses", () => {
    for (const email of [null, undefined, "", "  ", "aino", "aino@", "aino@example", "a b@example.fi"]) {
      expect(isPaymentEmailValid(email), String(email)).toBe(false)
    }
    expect(isPaymentEmailValid(`${"a".repeat(70)}@example.fi`)).toBe(false)
  })

  it("is valid for an ordinary address, as my information accepts it", () => {
    expect(isPaymentEmailValid("aino.virtanen@example.fi")).toBe(true)
    expect(isPaymentEmailValid(" outi.peltonen@example.fi ")).toBe(true)
  })
})

describe("the provider's return (spec §4, §8)", () => {
  it("knows the four statuses and nothing else", () => {
    for (const status of ["ok", "fail", "delayed", "pending"])
      expect(parseProviderStatus(status)).toBe(status)
    for (const status of [null, undefined, "", "OK", "failed"])
      expect(parseProviderStatus(status)).toBeUndefined()
  })

  it("has no message for ok, delayed and pending, which have views of their own", () => {
    for (const status of ["ok", "delayed", "pending"]) expect(paymentMessageOfReturn(status)).toBeUndefined()
  })

  it("maps a fail's reason to the spec's messages, in any casing", () => {
    const cases: [string, string][] = [
      ["card_declined", "cardDeclined"],
      ["expired_card", "expiredCard"],
      ["incorrect_cvc", "incorrectCvc"],
      ["insufficient_funds", "insufficientFunds"],
      ["payment_failed", "paymentFailed"],
      ["interrupted", "interrupted"],
      ["cancelled", "cancelled"],
      ["processing_error", "unableToProcess"],
      ["invoice-not-found", "invoiceNotFound"],
      ["emailRequired", "emailRequired"],
      ["CardDeclined", "cardDeclined"],
    ]
    for (const [reason, message] of cases)
      expect(paymentMessageOfReturn("fail", reason), reason).toBe(message)
  })

  it("calls a fail without a reason cancelled (not charged), and one with an unknown reason failed", () => {
    expect(paymentMessageOfReturn("fail")).toBe("cancelled")
    expect(paymentMessageOfReturn("fail", "")).toBe("cancelled")
    expect(paymentMessageOfReturn("fail", "gateway_glitch")).toBe("paymentFailed")
  })

  it("says something went wrong for a missing or unknown status", () => {
    expect(paymentMessageOfReturn(null)).toBe("somethingWentWrong")
    expect(paymentMessageOfReturn("settled")).toBe("somethingWentWrong")
  })

  it("gives every return one of the spec's messages", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (status, reason) => {
        const message = paymentMessageOfReturn(status, reason)
        if (message !== undefined) expect(PAYMENT_MESSAGES).toContain(message)
      }),
    )
  })

  it("maps createPayment's conflicts: not payable online and a wrong sum cannot be processed", () => {
    expect(paymentMessageOfConflict("notPayableOnline")).toBe("unableToProcess")
    expect(paymentMessageOfConflict("invoiceSumNotValid")).toBe("unableToProcess")
    expect(paymentMessageOfConflict("somethingElse")).toBe("somethingWentWrong")
  })
})

describe("the confirming of a delayed or pending payment", () => {
  it("reads the invoice every 3 s, at most 5 times", () => {
    expect(CONFIRMATION_POLL).toEqual({ intervalMs: 3000, times: 5 })
  })
})

describe("provider addresses and logos", () => {
  it("takes only web addresses as a form's action or a logo", () => {
    expect(isWebUrl("https://pay.maksu.example/card")).toBe(true)
    expect(isWebUrl("http://localhost:4791/api/payments/sandbox-provider")).toBe(true)
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<script>",
      "/relative",
      "",
      "ftp://x.example",
    ]) {
      expect(isWebUrl(url), url).toBe(false)
    }
  })

  it("reads an inline SVG logo, base64 or percent-encoded, and nothing else", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>SP</text></svg>'
    expect(svgOfDataUrl(`data:image/svg+xml;base64,${btoa(svg)}`)).toBe(svg)
    expect(svgOfDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toBe(svg)
    expect(svgOfDataUrl("https://static.maksu.example/logos/visa.svg")).toBeUndefined()
    expect(svgOfDataUrl("data:text/html;base64,PHNjcmlwdD4=")).toBeUndefined()
    expect(svgOfDataUrl("data:image/svg+xml;base64,%%%")).toBeUndefined()
  })
})
