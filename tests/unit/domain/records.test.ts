import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  avatarInitials,
  isOutsideRange,
  prefixSymbol,
  rangeStanding,
  rangeSummary,
  referenceRangeText,
  referralValidity,
  relativeDateKind,
  resultDayStatus,
  serviceIcon,
  type NumericResult,
  type SummarisedTest,
} from "../../../src/domain/records.ts"

// Late evening in Helsinki, so a rule that counted hours instead of calendar days would be off by one
const AT = "2026-03-20T23:30:00+02:00"
const dayAfter = (days: number) => new Date(Date.UTC(2026, 2, 20 + days)).toISOString().slice(0, 10)

describe("referral validity notes (spec §4)", () => {
  it.each([
    [-1, "not-valid"],
    [0, "today"],
    [1, "tomorrow"],
    [2, "date"],
    [6, "date"],
    [7, "weeks"],
    [27, "weeks"],
    [28, "date"],
    [29, "date"],
    [30, "date"],
    [31, "date"],
  ])("valid until %i days ahead: %s", (days, kind) => {
    expect(referralValidity(dayAfter(days), AT).kind).toBe(kind)
  })

  it("counts whole weeks from 7 to 27 days: 1 to 3", () => {
    expect(referralValidity(dayAfter(7), AT)).toMatchObject({ kind: "weeks", weeks: 1 })
    expect(referralValidity(dayAfter(13), AT)).toMatchObject({ kind: "weeks", weeks: 1 })
    expect(referralValidity(dayAfter(14), AT)).toMatchObject({ kind: "weeks", weeks: 2 })
    expect(referralValidity(dayAfter(27), AT)).toMatchObject({ kind: "weeks", weeks: 3 })
  })

  it("is never relative beyond 30 days, nor 'not valid' for a day still ahead", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (days) => {
        const { kind } = referralValidity(dayAfter(days), AT)
        if (days < 0) expect(kind).toBe("not-valid")
        else if (days > 30) expect(kind).toBe("date")
        else expect(kind).not.toBe("not-valid")
      }),
    )
  })
})

describe("'Yesterday' between 24 and 48 hours (spec §4)", () => {
  const at = Date.parse("2026-05-05T12:00:00+03:00")
  const hoursAgo = (hours: number) => new Date(at - hours * 3_600_000)
  it.each([
    [23.99, "recent"],
    [24, "yesterday"],
    [47.99, "yesterday"],
    [48, "date"],
  ])("%f hours ago is %s", (hours, kind) => {
    expect(relativeDateKind(hoursAgo(hours), new Date(at))).toBe(kind)
  })
})

describe("result day readiness (spec §4)", () => {
  it("is ready only when every item is", () => {
    expect(resultDayStatus([{ isReady: true }, { isReady: true }])).toBe("ready")
    expect(resultDayStatus([{ isReady: true }, { isReady: false }])).toBe("pending")
    expect(resultDayStatus([{ isReady: false }])).toBe("pending")
    expect(resultDayStatus([])).toBe("pending")
  })

  it("agrees with 'every item ready' for any day", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), (flags) => {
        const status = resultDayStatus(flags.map((isReady) => ({ isReady })))
        expect(status === "ready").toBe(flags.every(Boolean))
      }),
    )
  })
})

describe("reference range display (spec §5)", () => {
  const finnish = (value: number) => String(value).replace(".", ",")

  it("shows both ends as 'min-max unit'", () => {
    expect(referenceRangeText({ min: 117, max: 155 }, "g/l")).toBe("117-155 g/l")
    expect(referenceRangeText({ min: 3.4, max: 8.2 }, "E9/l", finnish)).toBe("3,4-8,2 E9/l")
    expect(referenceRangeText({ min: 0.35, max: 0.46 }, null)).toBe("0.35-0.46")
  })

  it("shows only a minimum as '>min' and only a maximum as '<max'", () => {
    expect(referenceRangeText({ min: 50, max: null }, "nmol/l")).toBe(">50")
    expect(referenceRangeText({ min: null, max: 10 }, "mg/l")).toBe("<10")
    expect(referenceRangeText({ min: null, max: 1.7 }, "mmol/l", finnish)).toBe("<1,7")
    expect(referenceRangeText({ min: 0, max: null }, null)).toBe(">0")
  })

  it("shows nothing without a range", () => {
    expect(referenceRangeText(null, "g/l")).toBe("")
    expect(referenceRangeText({ min: null, max: null }, "g/l")).toBe("")
  })
})

describe("result prefixes (spec §3)", () => {
  it.each([
    ["greaterThan", ">"],
    ["greaterThanOrEqual", "≥"],
    ["lessThan", "<"],
    ["lessThanOrEqual", "≤"],
    [null, ""],
  ] as const)("%s is '%s'", (prefix, symbol) => {
    expect(prefixSymbol(prefix)).toBe(symbol)
  })
})

describe("within or outside the reference range", () => {
  const result = (
    resultNumber: number,
    isWithinReferenceRange: boolean | null,
    prefix: NumericResult["prefix"] = null,
  ): NumericResult => ({ resultNumber, isWithinReferenceRange, prefix })

  it("takes the laboratory's verdict, and tells which side when it can", () => {
    expect(rangeStanding(result(128, true), { min: 117, max: 155 })).toBe("within")
    expect(rangeStanding(result(9.1, false), { min: 3.4, max: 8.2 })).toBe("high")
    expect(rangeStanding(result(1, false), { min: 3.4, max: 8.2 })).toBe("low")
    expect(rangeStanding(result(5, false, "lessThanOrEqual"), { min: 15, max: 125 })).toBe("low")
    expect(rangeStanding(result(5, false, "greaterThan"), { min: 1, max: 5 })).toBe("high")
    expect(rangeStanding(result(5, false), { min: 1, max: 10 })).toBe("outside")
    expect(rangeStanding(result(5, null), null)).toBe("none")
  })

  it("without the laboratory's verdict, reads the number against the range's ends (the ends are within)", () => {
    const range = { min: 3.4, max: 8.2 }
    expect(rangeStanding(result(3.3, null), range)).toBe("low")
    expect(rangeStanding(result(8.3, null), range)).toBe("high")
    expect(rangeStanding(result(3.4, null), range)).toBe("within")
    expect(rangeStanding(result(8.2, null), range)).toBe("within")
    expect(rangeStanding(result(250, null), { min: 50, max: null })).toBe("within")
    expect(rangeStanding(result(40, null), { min: 50, max: null })).toBe("low")
    expect(rangeStanding(result(12, null), { min: null, max: 10 })).toBe("high")
    expect(rangeStanding(result(5, null), { min: null, max: null })).toBe("none")
  })

  it("a prefixed number without a verdict counts only when every value it allows is on one side", () => {
    const range = { min: 5, max: 10 }
    expect(rangeStanding(result(3, null, "lessThan"), range)).toBe("low")
    expect(rangeStanding(result(5, null, "lessThan"), range)).toBe("low")
    expect(rangeStanding(result(5, null, "lessThanOrEqual"), range)).toBe("none")
    expect(rangeStanding(result(10, null, "greaterThan"), range)).toBe("high")
    expect(rangeStanding(result(11, null, "greaterThanOrEqual"), range)).toBe("high")
    expect(rangeStanding(result(3, null, "greaterThan"), range)).toBe("none")
    expect(rangeStanding(result(3, null, "lessThan"), { min: null, max: 10 })).toBe("within")
  })

  it("counts high, low and outside as outside", () => {
    expect(["within", "high", "low", "outside", "none"].map((s) => isOutsideRange(s as never))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
  })
})

describe("a result day's summary (issue 31)", () => {
  const numeric = (
    resultNumber: number,
    isWithinReferenceRange: boolean | null,
    referenceRange: SummarisedTest["referenceRange"] = { min: 1, max: 10 },
  ): SummarisedTest => ({
    isReady: true,
    referenceRange,
    result: { type: "numeric", resultNumber, prefix: null, isWithinReferenceRange },
  })
  const textual: SummarisedTest = { isReady: true, referenceRange: null, result: { type: "textual" } }
  const waiting: SummarisedTest = { isReady: false, referenceRange: { min: 1, max: 10 }, result: null }

  it("counts each ready value as outside, within, or without a range; tests not ready are not counted", () => {
    expect(
      rangeSummary([
        numeric(12, false),
        numeric(0.5, false),
        numeric(5, true),
        numeric(11, null),
        numeric(5, null, null),
        textual,
        waiting,
      ]),
    ).toEqual({ outside: 3, within: 1, withoutRange: 2 })
  })

  it("counts a package's tests one by one", () => {
    expect(rangeSummary([{ items: [numeric(12, false), numeric(5, true), waiting] }, textual])).toEqual({
      outside: 1,
      within: 1,
      withoutRange: 1,
    })
  })

  it("a day of values within their ranges has none outside; an empty or waiting day has nothing", () => {
    expect(rangeSummary([numeric(5, true), numeric(2, null)])).toEqual({
      outside: 0,
      within: 2,
      withoutRange: 0,
    })
    expect(rangeSummary([waiting])).toEqual({ outside: 0, within: 0, withoutRange: 0 })
    expect(rangeSummary([])).toEqual({ outside: 0, within: 0, withoutRange: 0 })
  })

  it("agrees with each value's own standing", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.double({ min: -100, max: 100, noNaN: true }),
            verdict: fc.constantFrom(true, false, null),
          }),
        ),
        (values) => {
          const tests = values.map(({ value, verdict }) => numeric(value, verdict))
          const outside = tests.filter(
            (test) =>
              test.result?.type === "numeric" &&
              isOutsideRange(rangeStanding(test.result, test.referenceRange)),
          ).length
          const summary = rangeSummary(tests)
          expect(summary.outside).toBe(outside)
          expect(summary.outside + summary.within + summary.withoutRange).toBe(tests.length)
        },
      ),
    )
  })
})

describe("avatar initials (spec §2)", () => {
  it.each([
    ["Mikko Laine", "ML"],
    ["Työterveyshuolto", "T"],
    ["anna-liisa ärölä", "AÄ"],
    ["  Sari   Nieminen ", "SN"],
    ["Laboratorio (Aava)", "LA"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(avatarInitials(name)).toBe(initials)
  })

  it("has one letter a word", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÅÄÖåäö]{1,8}$/), { maxLength: 5 }), (words) => {
        expect(avatarInitials(words.join(" "))).toHaveLength(words.length)
      }),
    )
  })
})

describe("service-name keywords pick an icon (spec §2)", () => {
  it.each([
    ["Laboratorio", "laboratory"],
    ["Laboratorium", "laboratory"],
    ["Laboratory", "laboratory"],
    ["Kuvantaminen", "imaging"],
    ["Bildbehandling", "imaging"],
    ["Röntgen", "imaging"],
    ["Työterveyshuolto", "occupational"],
    ["Företagshälsovård", "occupational"],
    ["Influenssarokotus", "vaccination"],
    ["Hammashoito", "dental"],
    ["Psykologi", "mentalHealth"],
    ["Resepti", "prescription"],
    ["Terveyskysely", "questionnaire"],
    ["Rokotukset", "vaccination"],
    ["Vaccinationer", "vaccination"],
    ["Fysioterapia", "physiotherapy"],
    ["Lasten vastaanotto", "children"],
    ["Yleislääketiede", "service"],
  ])("%s → %s", (name, icon) => {
    expect(serviceIcon(name)).toBe(icon)
  })
})
