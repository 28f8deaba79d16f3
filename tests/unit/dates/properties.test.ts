import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import {
  ageInYears,
  calendarDaysBetween,
  endOfDay,
  endOfMonth,
  endOfWeek,
  hoursUntil,
  initialSearchRange,
  isCheckInOpen,
  isIsoDate,
  isWithinTimeOfDay,
  minutesUntil,
  parseIsoDate,
  referralValidity,
  relativeDateKind,
  startOfDay,
  startOfWeek,
  toIsoDate,
} from "../../../src/domain/dates.ts"
import { DateTime } from "luxon"
import { formatDate, formatDateTime, formatTime } from "../../../src/platform/i18n/format.ts"
import { formatInstantWeekdayDate, LOCALES } from "../../../src/platform/i18n/instantFormat.ts"

// A half-hour-offset machine zone with its own, different DST dates.
process.env.TZ = "America/St_Johns"

beforeAll(() => {
  expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(210)
})

const HOUR = 3_600_000

// An oracle independent of the code under test: the platform's own Helsinki wall clock.
const helsinkiParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Helsinki",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
})
function wallClock(instant: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(helsinkiParts.formatToParts(instant).find((p) => p.type === type)?.value)
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  }
}
const isoDateArb = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
// Since 1981 Finland changes clocks at 03:00/04:00, so every day has a midnight.
const instantArb = fc
  .integer({ min: Date.UTC(1981, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms))
const nearInstantArb = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms))

describe("properties", () => {
  it("toIsoDate(parseIsoDate(s)) === s for every date 1900-2100", () => {
    fc.assert(
      fc.property(isoDateArb, (s) => {
        expect(toIsoDate(parseIsoDate(s))).toBe(s)
        expect(isIsoDate(s)).toBe(true)
        expect(formatDate(s)).toBe(s.split("-").map(Number).reverse().join("."))
      }),
    )
  })

  it("isIsoDate agrees with the calendar for any dddd-dd-dd string", () => {
    const digits = (n: number) =>
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n })
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, m, d) => {
        const s = `${y}-${m}-${d}`
        const utc = new Date(0)
        utc.setUTCFullYear(Number(y), Number(m) - 1, Number(d)) // Date.UTC would read years 0-99 as 19xx
        const real = Number(m) >= 1 && Number(m) <= 12 && utc.getUTCDate() === Number(d)
        expect(isIsoDate(s)).toBe(real)
      }),
    )
  })

  it("every instant lies in its Helsinki day, which starts at midnight and lasts 23, 24 or 25 h", () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const start = startOfDay(instant)
        const end = endOfDay(instant)
        expect(start.toMillis()).toBeLessThanOrEqual(instant.getTime())
        expect(end.toMillis()).toBeGreaterThanOrEqual(instant.getTime())
        expect([start.hour, start.minute, start.second]).toEqual([0, 0, 0])
        const w = wallClock(instant)
        const pad = (n: number) => String(n).padStart(2, "0")
        expect(toIsoDate(instant)).toBe(`${w.year}-${pad(w.month)}-${pad(w.day)}`)
        expect(toIsoDate(start)).toBe(toIsoDate(instant))
        expect(toIsoDate(end)).toBe(toIsoDate(instant))
        expect(toIsoDate(end.plus({ milliseconds: 1 }))).not.toBe(toIsoDate(instant))
        expect([23, 24, 25]).toContain(Math.round(hoursUntil(end, start)))
      }),
    )
  })

  it("weeks run Monday 00:00 to Sunday 23:59:59.999 around every instant", () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const monday = startOfWeek(instant)
        const sunday = endOfWeek(instant)
        expect(monday.weekday).toBe(1)
        expect(sunday.weekday).toBe(7)
        expect(sunday.toFormat("HH:mm:ss.SSS")).toBe("23:59:59.999")
        expect(calendarDaysBetween(monday, sunday)).toBe(6)
        expect(monday.toMillis() <= instant.getTime() && instant.getTime() <= sunday.toMillis()).toBe(true)
      }),
    )
  })

  it("hours and minutes until are elapsed time", () => {
    fc.assert(
      fc.property(instantArb, instantArb, (a, b) => {
        expect(hoursUntil(a, b)).toBeCloseTo((a.getTime() - b.getTime()) / HOUR, 9)
        expect(minutesUntil(a, b)).toBeCloseTo(hoursUntil(a, b) * 60, 6)
      }),
    )
  })

  it("check-in is open exactly from 30 minutes before start", () => {
    fc.assert(
      fc.property(nearInstantArb, fc.integer({ min: -3 * HOUR, max: 3 * HOUR }), (start, offset) => {
        const at = new Date(start.getTime() + offset)
        expect(isCheckInOpen(start, at)).toBe(offset >= -30 * 60_000)
      }),
    )
  })

  it("Helsinki 07:00-21:00 is in some time of day, other hours in none", () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const w = wallClock(instant)
        const minute = w.hour * 60 + w.minute + (w.second || instant.getUTCMilliseconds() ? 0.5 : 0)
        const inSome = (["morning", "afternoon", "evening"] as const).some((p) =>
          isWithinTimeOfDay(instant, p),
        )
        expect(inSome).toBe(minute >= 7 * 60 && minute <= 21 * 60)
        expect(isWithinTimeOfDay(instant, "all")).toBe(true)
      }),
    )
  })

  it("referral buckets follow the calendar days left, whatever the time of day", () => {
    fc.assert(
      fc.property(nearInstantArb, fc.integer({ min: -400, max: 400 }), (at, days) => {
        const validUntil = toIsoDate(startOfDay(at).plus({ days }))
        const validity = referralValidity(validUntil, at)
        expect(validity.daysLeft).toBe(days)
        const expected =
          days < 0
            ? "not-valid"
            : days === 0
              ? "today"
              : days === 1
                ? "tomorrow"
                : days >= 7 && days <= 27
                  ? "weeks"
                  : "date"
        expect(validity.kind).toBe(expected)
        if (validity.kind === "weeks") expect(validity.weeks).toBe(Math.floor(days / 7))
      }),
    )
  })

  it("relative date kind switches at 24 h and 48 h elapsed", () => {
    fc.assert(
      fc.property(nearInstantArb, fc.integer({ min: -10 * HOUR, max: 100 * HOUR }), (at, ago) => {
        const kind = relativeDateKind(new Date(at.getTime() - ago), at)
        expect(kind).toBe(ago < 24 * HOUR ? "recent" : ago < 48 * HOUR ? "yesterday" : "date")
      }),
    )
  })

  it("age is n on the n-th birthday and n - 1 the day before", () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: 1, max: 120 }), (birth, n) => {
        const birthday = parseIsoDate(birth).plus({ years: n })
        expect(ageInYears(birth, birthday)).toBe(n)
        expect(ageInYears(birth, birthday.minus({ days: 1 }))).toBe(n - 1)
      }),
      // Helsinki days without a midnight, and a leap day.
      {
        examples: [
          ["1921-05-01", 1],
          ["1942-04-03", 84],
          ["2000-02-29", 1],
          ["2000-02-29", 4],
        ],
      },
    )
  })

  it("the initial search range starts no earlier than now and ends on the Sunday after the month", () => {
    fc.assert(
      fc.property(nearInstantArb, fc.option(isoDateArb, { nil: undefined }), (at, requested) => {
        const { start, end } = initialSearchRange(at, requested)
        expect(start.toMillis()).toBeGreaterThanOrEqual(at.getTime())
        if (requested !== undefined) expect(start >= parseIsoDate(requested)).toBe(true)
        expect(end.weekday).toBe(7)
        expect(end >= endOfMonth(start)).toBe(true)
        expect(calendarDaysBetween(endOfMonth(start), end)).toBeLessThan(7)
      }),
    )
  })

  it("formats every instant with Helsinki numbers", () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom("fi", "sv", "en" as const), (instant, lang) => {
        const w = wallClock(instant)
        expect(formatDate(instant)).toBe(`${w.day}.${w.month}.${w.year}`)
        expect(formatTime(instant)).toBe(`${w.hour}:${String(w.minute).padStart(2, "0")}`)
        expect(formatDateTime(instant, lang).endsWith(formatTime(instant))).toBe(true)
      }),
    )
  })

  it("writes the weekday date with Intl alone as Luxon writes it, in every language", () => {
    const luxonFormat = { fi: "cccc d.M.yyyy", sv: "cccc d.M.yyyy", en: "cccc d MMMM yyyy" } as const
    fc.assert(
      fc.property(instantArb, fc.constantFrom("fi", "sv", "en" as const), (instant, lang) => {
        const luxon = DateTime.fromJSDate(instant, { zone: "Europe/Helsinki" }).setLocale(LOCALES[lang])
        expect(formatInstantWeekdayDate(instant.getTime(), lang)).toBe(luxon.toFormat(luxonFormat[lang]))
      }),
    )
  })
})
