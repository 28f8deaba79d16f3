import { DateTime, Settings } from "luxon"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRelativeDate,
  formatRelativeShort,
  formatTime,
  formatWeekdayDate,
} from "../../../src/platform/i18n/format.ts"

// Kolkata machine with a German default locale: neither may show up in the portal's texts.
process.env.TZ = "Asia/Kolkata"

beforeAll(() => {
  Settings.defaultLocale = "de-DE"
  expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(-330)
})

afterEach(() => {
  vi.useRealTimers()
})

describe("formatDate: D.M.YYYY", () => {
  it.each([
    ["2026-03-05T12:05:00Z", "5.3.2026"],
    ["2026-03-05", "5.3.2026"],
    ["2026-11-25", "25.11.2026"],
    ["2026-03-28T22:30:00Z", "29.3.2026"],
    ["2026-12-31T22:30:00Z", "1.1.2027"],
    ["2026-03-05T20:00:00Z", "5.3.2026"], // already 6.3. on this machine
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })

  it("takes JS Dates and DateTimes in any zone", () => {
    expect(formatDate(new Date("2026-10-24T21:30:00Z"))).toBe("25.10.2026")
    expect(formatDate(DateTime.fromISO("2026-10-25T01:00:00", { zone: "America/New_York" }))).toBe(
      "25.10.2026",
    )
  })
})

describe("formatTime: H:mm", () => {
  it.each([
    ["2026-03-05T07:05:00Z", "9:05"],
    ["2026-07-01T11:05:00Z", "14:05"],
    ["2026-03-28T22:30:00Z", "0:30"],
    ["2026-03-29T01:00:00Z", "4:00"], // first instant after the spring change
    ["2026-10-25T00:30:00Z", "3:30"], // first 03:30 of the autumn night
    ["2026-10-25T01:30:00Z", "3:30"], // second 03:30
  ])("%s → %s", (input, expected) => {
    expect(formatTime(input)).toBe(expected)
  })
})

describe("weekday formats", () => {
  const thursday = "2026-03-05T12:05:00Z"
  const lateThursday = "2026-03-05T20:00:00Z" // Helsinki 22:00 Thursday, machine Friday 01:30

  it.each([
    ["fi", "torstai 5.3.2026", "torstai 5.3.2026 14:05", "torstai 5.3.2026 22:00"],
    ["sv", "torsdag 5.3.2026", "torsdag 5.3.2026 14:05", "torsdag 5.3.2026 22:00"],
    ["en", "Thursday 5 March 2026", "Thursday 5 March 2026, 14:05", "Thursday 5 March 2026, 22:00"],
  ] as const)("%s", (lang, weekdayDate, dateTime, late) => {
    expect(formatWeekdayDate(thursday, lang)).toBe(weekdayDate)
    expect(formatDateTime(thursday, lang)).toBe(dateTime)
    expect(formatDateTime(lateThursday, lang)).toBe(late)
  })

  it.each([
    ["fi", "sunnuntai 29.3.2026 4:30", "sunnuntai 25.10.2026 3:30"],
    ["sv", "söndag 29.3.2026 4:30", "söndag 25.10.2026 3:30"],
    ["en", "Sunday 29 March 2026, 4:30", "Sunday 25 October 2026, 3:30"],
  ] as const)("%s on the DST days", (lang, spring, autumn) => {
    expect(formatDateTime("2026-03-29T01:30:00Z", lang)).toBe(spring)
    expect(formatDateTime("2026-10-25T01:30:00Z", lang)).toBe(autumn)
  })

  it.each([
    ["fi", "maaliskuu 2026", "lokakuu 2026", "huhtikuu 2026"],
    ["sv", "mars 2026", "oktober 2026", "april 2026"],
    ["en", "March 2026", "October 2026", "April 2026"],
  ] as const)("%s month headings", (lang, march, october, april) => {
    expect(formatMonthYear("2026-03-31T21:30:00Z", lang)).toBe(april)
    expect(formatMonthYear("2026-03-15", lang)).toBe(march)
    expect(formatMonthYear("2026-10-25", lang)).toBe(october)
  })
})

describe("formatRelativeShort", () => {
  const at = DateTime.fromISO("2026-03-05T12:00:00Z")
  const ago = (duration: object) => at.minus(duration)

  it.each([
    [{ seconds: 30 }, "nyt", "nu", "now"],
    [{ minutes: 1 }, "1 min sitten", "för 1 minut sedan", "1 min ago"],
    [{ minutes: 5 }, "5 min sitten", "för 5 minuter sedan", "5 min ago"],
    [{ minutes: 59, seconds: 59 }, "59 min sitten", "för 59 minuter sedan", "59 min ago"],
    [{ hours: 1 }, "1 t sitten", "för 1 timme sedan", "1 hr ago"],
    [{ hours: 2, minutes: 30 }, "2 t sitten", "för 2 timmar sedan", "2 hr ago"],
    [{ days: 3 }, "3 pv sitten", "för 3 dagar sedan", "3 days ago"],
    [{ minutes: -5 }, "5 min päästä", "om 5 minuter", "in 5 min"],
    [{ seconds: -20 }, "nyt", "nu", "now"],
  ])("%j", (duration, fi, sv, en) => {
    expect(formatRelativeShort(ago(duration), "fi", at)).toBe(fi)
    expect(formatRelativeShort(ago(duration), "sv", at)).toBe(sv)
    expect(formatRelativeShort(ago(duration), "en", at)).toBe(en)
  })

  it("counts real time across the spring change", () => {
    expect(formatRelativeShort("2026-03-29T02:30:00", "fi", "2026-03-29T04:30:00")).toBe("1 t sitten")
    expect(formatRelativeShort("2026-10-25T03:30:00+03:00", "en", "2026-10-25T03:30:00+02:00")).toBe(
      "1 hr ago",
    )
  })
})

describe("formatRelativeDate", () => {
  const at = "2026-03-05T12:00:00Z"

  it.each([
    ["2026-03-05T11:50:00Z", "10 min sitten", "för 10 minuter sedan", "10 min ago"],
    ["2026-03-04T12:00:00.001Z", "23 t sitten", "för 23 timmar sedan", "23 hr ago"],
    ["2026-03-04T12:00:00Z", "Eilen", "I går", "Yesterday"],
    ["2026-03-03T12:00:01Z", "Eilen", "I går", "Yesterday"],
    ["2026-03-03T12:00:00Z", "3.3.2026", "3.3.2026", "3.3.2026"],
    ["2025-12-31T22:30:00Z", "1.1.2026", "1.1.2026", "1.1.2026"],
  ])("%s", (instant, fi, sv, en) => {
    expect(formatRelativeDate(instant, "fi", at)).toBe(fi)
    expect(formatRelativeDate(instant, "sv", at)).toBe(sv)
    expect(formatRelativeDate(instant, "en", at)).toBe(en)
  })
})
