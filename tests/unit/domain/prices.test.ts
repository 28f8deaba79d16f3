import { describe, expect, it } from "vitest"
import { listPriceEstimate, showsPriceEstimate } from "../../../src/domain/prices.ts"
import { formatEuros } from "../../../src/views/booking/money.ts"

describe("price estimates on the appointment list", () => {
  it("are shown for the private and Kela65 lists only, never for reserved appointments", () => {
    expect(showsPriceEstimate("private")).toBe(true)
    expect(showsPriceEstimate("kela65")).toBe(true)
    expect(showsPriceEstimate("occupational")).toBe(false)
    expect(showsPriceEstimate("insurance")).toBe(false)
    expect(showsPriceEstimate("private", true)).toBe(false)
  })

  it("are the Kela65 fixed price for the Kela65 kinds and nothing for other kinds", () => {
    for (const kindId of ["Y65P", "Y65D", "Y65V"]) {
      expect(listPriceEstimate({ kindId }, "kela65")).toBe(28.2)
      expect(listPriceEstimate({ kindId }, "private")).toBe(28.2)
      expect(listPriceEstimate({ kindId }, "insurance")).toBeUndefined()
      expect(listPriceEstimate({ kindId }, "kela65", true)).toBeUndefined()
    }
    expect(listPriceEstimate({ kindId: "LETA" }, "private")).toBeUndefined()
  })

  it("format euros with two decimals in the page language", () => {
    const plain = (text: string) => text.replace(/\s/g, " ")
    expect(plain(formatEuros(28.2, "fi"))).toBe("28,20 €")
    expect(plain(formatEuros(28.2, "sv"))).toBe("28,20 €")
    expect(formatEuros(28.2, "en")).toBe("€28.20")
  })
})
