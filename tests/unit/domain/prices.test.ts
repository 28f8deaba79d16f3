import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HEALTH_CARE_TYPES } from "../../../src/domain/features.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import {
  priceEstimate,
  showsPriceEstimate,
  toCents,
  type PractitionerRate,
} from "../../../src/domain/prices.ts"
import { formatEuros } from "../../../src/kit/ui/format/money.ts"

// The contract's example: a 30-minute general practitioner's visit at 85 € and the 12,90 € office fee
const GP: PractitionerRate = {
  code: "YL30",
  name: {
    fi: "Yleislääkärin vastaanotto 30 min",
    sv: "Allmänläkarmottagning 30 min",
    en: "General practitioner appointment 30 min",
  },
  rateEuros: 85,
  additionalFees: [{ code: "TOIM", description: "Toimistomaksu", priceEuros: 12.9 }],
}

// Euros with two decimals, as the contract carries them
const euros = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100)
const priceLine = fc.record({
  code: fc.string({ minLength: 1 }),
  description: fc.string(),
  priceEuros: euros,
})
const rate: fc.Arbitrary<PractitionerRate> = fc.record({
  code: fc.string({ minLength: 1 }),
  name: fc.record({ fi: fc.string(), sv: fc.string(), en: fc.string() }),
  rateEuros: euros,
  additionalFees: fc.array(priceLine, { maxLength: 4 }),
})
const kindId = fc.oneof(fc.constantFrom("Y65P", "Y65D", "Y65V", "VO30", "LETA"), fc.string())
const healthCareType = fc.constantFrom(...HEALTH_CARE_TYPES)
const lang = fc.constantFrom(...LANGUAGES)

describe("price estimates", () => {
  it("are shown for private and Kela65 bookings only, never for reserved appointments", () => {
    expect(showsPriceEstimate("private")).toBe(true)
    expect(showsPriceEstimate("kela65")).toBe(true)
    expect(showsPriceEstimate("occupational")).toBe(false)
    expect(showsPriceEstimate("insurance")).toBe(false)
    expect(showsPriceEstimate("private", true)).toBe(false)
    fc.assert(
      fc.property(kindId, fc.option(rate), healthCareType, lang, (kind, given, type, language) => {
        const reserved = priceEstimate(
          { kindId: kind, isReserved: true, practitionerRate: given },
          type,
          language,
        )
        expect(reserved).toBeUndefined()
        if (type === "occupational" || type === "insurance")
          expect(priceEstimate({ kindId: kind, practitionerRate: given }, type, language)).toBeUndefined()
      }),
    )
  })

  it("are the rate plus its fees, line by line: 85 € and 12,90 € make 97,90 €", () => {
    expect(
      priceEstimate({ kindId: "VO30", isReserved: false, practitionerRate: GP }, "private", "sv"),
    ).toEqual({
      totalEuros: 97.9,
      lines: [
        { code: "YL30", description: "Allmänläkarmottagning 30 min", priceEuros: 85 },
        { code: "TOIM", description: "Toimistomaksu", priceEuros: 12.9 },
      ],
    })
  })

  it("total exactly the sum of their lines in cents, the rate first in the page language", () => {
    fc.assert(
      fc.property(rate, lang, fc.constantFrom("private", "kela65" as const), (given, language, type) => {
        const estimate = priceEstimate({ kindId: "VO30", practitionerRate: given }, type, language)!
        expect(estimate.lines).toHaveLength(given.additionalFees.length + 1)
        expect(estimate.lines[0]).toEqual({
          code: given.code,
          description: given.name[language],
          priceEuros: given.rateEuros,
        })
        const sum = estimate.lines.reduce((cents, line) => cents + toCents(line.priceEuros), 0)
        expect(toCents(estimate.totalEuros)).toBe(sum)
        expect(estimate.totalEuros).toBe(sum / 100)
      }),
    )
  })

  it("are the Kela65 fixed 28,20 € for the Kela65 kinds, whatever rate is carried", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Y65P", "Y65D", "Y65V"),
        fc.option(rate),
        fc.constantFrom("private", "kela65" as const),
        lang,
        (kind, given, type, language) => {
          const estimate = priceEstimate({ kindId: kind, practitionerRate: given }, type, language)
          expect(estimate?.totalEuros).toBe(28.2)
          expect(estimate?.lines.every((line) => line.priceEuros === 28.2)).toBe(true)
        },
      ),
    )
  })

  it("are nothing rather than a guess when an appointment carries no rate", () => {
    expect(priceEstimate({ kindId: "VO30" }, "private", "fi")).toBeUndefined()
    expect(priceEstimate({ kindId: "LETA", practitionerRate: null }, "kela65", "en")).toBeUndefined()
  })

  it("format euros with two decimals in the page language", () => {
    const plain = (text: string) => text.replace(/\s/g, " ")
    expect(plain(formatEuros(28.2, "fi"))).toBe("28,20 €")
    expect(plain(formatEuros(28.2, "sv"))).toBe("28,20 €")
    expect(formatEuros(28.2, "en")).toBe("€28.20")
    expect(plain(formatEuros(97.9, "fi"))).toBe("97,90 €")
  })
})
