import { DateTime, Settings } from "luxon"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import {
  HELSINKI,
  calendarDaysBetween,
  checkInOpensAt,
  endOfDay,
  endOfMonth,
  endOfWeek,
  hoursUntil,
  isCheckInOpen,
  isIsoDate,
  isSameDay,
  minutesUntil,
  nowOn,
  parseInstant,
  parseIsoDate,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startsWithinHours,
  toHelsinki,
  toIsoDate,
} from "../../../src/domain/dates.ts"
import { fixedClock } from "../../../src/domain/clock.ts"

// The machine runs in Los Angeles with Sunday-first locale weeks; Helsinki rules must not notice.
process.env.TZ = "America/Los_Angeles"

beforeAll(() => {
  Settings.defaultWeekSettings = { firstDay: 7, minimalDays: 1, weekend: [6, 7] }
  expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(480)
})

afterEach(() => {
  vi.useRealTimers()
})

describe("parsing", () => {
  it("reads instants with an offset into Helsinki, and offset-less ones as Helsinki wall time", () => {
    expect(parseInstant("2026-03-05T12:05:00Z").toISO()).toBe("2026-03-05T14:05:00.000+02:00")
    expect(parseInstant("2026-07-01T14:05:00").toISO()).toBe("2026-07-01T14:05:00.000+03:00")
    expect(parseInstant("2026-03-05T12:05:00Z").zoneName).toBe(HELSINKI)
  })

  it("reads yyyy-MM-dd as the start of the Helsinki day", () => {
    expect(parseIsoDate("2026-03-29").toISO()).toBe("2026-03-29T00:00:00.000+02:00")
    expect(parseIsoDate("2026-10-25").toISO()).toBe("2026-10-25T00:00:00.000+03:00")
  })

  it("rejects what is not a real date", () => {
    expect(() => parseIsoDate("2026-02-29")).toThrow(RangeError)
    expect(() => parseIsoDate("2026-3-5")).toThrow(RangeError)
    expect(() => parseIsoDate("2026-03-05T00:00")).toThrow(RangeError)
    expect(() => parseInstant("yesterday")).toThrow(RangeError)
    expect(isIsoDate("2028-02-29")).toBe(true)
    expect(isIsoDate("2026-02-29")).toBe(false)
    expect(isIsoDate("5.3.2026")).toBe(false)
  })

  it("accepts JS Dates and DateTimes in other zones", () => {
    expect(toHelsinki(new Date("2026-03-28T22:30:00Z")).toISO()).toBe("2026-03-29T00:30:00.000+02:00")
    const tokyo = DateTime.fromISO("2026-10-25T10:00:00", { zone: "Asia/Tokyo" })
    expect(toHelsinki(tokyo).toISO()).toBe("2026-10-25T03:00:00.000+02:00")
  })

  it("nowOn(clock) is the clock's instant in Helsinki", () => {
    const clock = fixedClock(Date.parse("2026-03-28T22:30:00Z"))
    expect(nowOn(clock).toISO()).toBe("2026-03-29T00:30:00.000+02:00")
    expect(toIsoDate(nowOn(clock))).toBe("2026-03-29")
  })
})

describe("toIsoDate near midnight", () => {
  it.each([
    ["2026-03-28T21:59:59.999Z", "2026-03-28"],
    ["2026-03-28T22:30:00Z", "2026-03-29"],
    ["2026-03-29T20:59:59.999Z", "2026-03-29"],
    ["2026-03-29T21:00:00Z", "2026-03-30"],
    ["2026-10-24T20:59:59.999Z", "2026-10-24"],
    ["2026-10-24T21:00:00Z", "2026-10-25"],
    ["2026-10-25T21:59:59.999Z", "2026-10-25"],
    ["2026-10-25T22:00:00Z", "2026-10-26"],
    ["2026-12-31T22:00:00Z", "2027-01-01"],
  ])("%s is %s in Helsinki", (instant, date) => {
    expect(toIsoDate(instant)).toBe(date)
  })

  it("keeps yyyy-MM-dd input as is", () => {
    expect(toIsoDate("2026-03-29")).toBe("2026-03-29")
    expect(isSameDay("2026-03-28T22:30:00Z", "2026-03-29")).toBe(true)
    expect(isSameDay("2026-03-28T21:30:00Z", "2026-03-29")).toBe(false)
  })
})

describe("day, week and month boundaries across DST", () => {
  it("29 March 2026 is a 23-hour day", () => {
    const day = "2026-03-29T12:00:00+03:00"
    expect(startOfDay(day).toISO()).toBe("2026-03-29T00:00:00.000+02:00")
    expect(endOfDay(day).toISO()).toBe("2026-03-29T23:59:59.999+03:00")
    expect(hoursUntil(startOfDay(day).plus({ days: 1 }), startOfDay(day))).toBe(23)
  })

  it("25 October 2026 is a 25-hour day", () => {
    const day = "2026-10-25T12:00:00+02:00"
    expect(startOfDay(day).toISO()).toBe("2026-10-25T00:00:00.000+03:00")
    expect(endOfDay(day).toISO()).toBe("2026-10-25T23:59:59.999+02:00")
    expect(hoursUntil(startOfDay(day).plus({ days: 1 }), startOfDay(day))).toBe(25)
  })

  it("weeks run Monday to Sunday whatever the locale's week settings", () => {
    expect(startOfWeek("2026-03-29T12:00:00+03:00").toISO()).toBe("2026-03-23T00:00:00.000+02:00")
    expect(endOfWeek("2026-03-29T12:00:00+03:00").toISO()).toBe("2026-03-29T23:59:59.999+03:00")
    expect(endOfWeek("2026-03-30").toISO()).toBe("2026-04-05T23:59:59.999+03:00")
    expect(endOfWeek("2026-10-19").toISO()).toBe("2026-10-25T23:59:59.999+02:00")
  })

  it("months start and end in Helsinki, not in the machine's zone", () => {
    expect(startOfMonth("2026-03-31T21:30:00Z").toISO()).toBe("2026-04-01T00:00:00.000+03:00")
    expect(endOfMonth("2026-10-15").toISO()).toBe("2026-10-31T23:59:59.999+02:00")
  })

  it("counts calendar days, not 24-hour blocks", () => {
    expect(calendarDaysBetween("2026-03-28T23:30:00", "2026-03-29T00:10:00")).toBe(1)
    expect(calendarDaysBetween("2026-03-01", "2026-04-01")).toBe(31)
    expect(calendarDaysBetween("2026-10-25T23:00:00", "2026-10-24T01:00:00")).toBe(-1)
    expect(calendarDaysBetween("2026-10-01", "2026-11-01")).toBe(31)
  })
})

describe("hours until a start (binding reservation / cancellation threshold)", () => {
  it("is elapsed time: noon to noon is 23 h over the spring change and 25 h over the autumn one", () => {
    expect(hoursUntil("2026-03-29T12:00:00", "2026-03-28T12:00:00")).toBe(23)
    expect(hoursUntil("2026-10-25T12:00:00", "2026-10-24T12:00:00")).toBe(25)
    expect(minutesUntil("2026-03-29T04:00:00", "2026-03-29T02:59:00")).toBe(1)
    expect(minutesUntil("2026-10-25T03:00:00+02:00", "2026-10-25T03:59:00+03:00")).toBe(1)
  })

  it("compares real hours with the threshold", () => {
    // 24.5 wall-clock hours before, but only 23.5 real hours: binding
    expect(startsWithinHours("2026-03-29T12:00:00", 24, "2026-03-28T11:30:00")).toBe(true)
    // 23 wall-clock hours before, but 24 real hours: not yet binding ("less than" the threshold)
    expect(startsWithinHours("2026-10-25T12:00:00", 24, "2026-10-24T13:00:00")).toBe(false)
    expect(startsWithinHours("2026-10-25T12:00:00", 24, "2026-10-24T13:00:00.001")).toBe(true)
  })

  it("reads now from the clock it is given, never from the machine", () => {
    const at = nowOn(fixedClock(Date.parse("2026-03-28T10:00:00Z")))
    expect(hoursUntil("2026-03-29T12:00:00", at)).toBe(23)
    expect(startsWithinHours("2026-03-29T12:00:00", 24, at)).toBe(true)
  })
})

describe("check-in window", () => {
  it("opens exactly 30 minutes before start", () => {
    const start = "2026-06-10T09:00:00"
    expect(isCheckInOpen(start, "2026-06-10T08:29:59.999")).toBe(false)
    expect(isCheckInOpen(start, "2026-06-10T08:30:00")).toBe(true)
    expect(isCheckInOpen(start, "2026-06-10T09:10:00")).toBe(true)
  })

  it("counts real minutes across the spring change", () => {
    const start = "2026-03-29T04:10:00"
    expect(checkInOpensAt(start).toISO()).toBe("2026-03-29T02:40:00.000+02:00")
    expect(isCheckInOpen(start, "2026-03-29T02:39:59")).toBe(false)
    expect(isCheckInOpen(start, "2026-03-29T02:40:00")).toBe(true)
  })

  it("counts real minutes across the autumn change (03:10 after clocks went back)", () => {
    const start = "2026-10-25T03:10:00+02:00"
    expect(checkInOpensAt(start).toISO()).toBe("2026-10-25T03:40:00.000+03:00")
    expect(isCheckInOpen(start, "2026-10-25T03:39:00+03:00")).toBe(false)
    expect(isCheckInOpen(start, "2026-10-25T03:40:00+03:00")).toBe(true)
    expect(isCheckInOpen(start, "2026-10-25T03:05:00+02:00")).toBe(true)
  })

  it("opens by the clock it is given", () => {
    const at = nowOn(fixedClock(Date.parse("2026-03-29T00:40:00Z")))
    expect(isCheckInOpen("2026-03-29T04:10:00", at)).toBe(true)
    expect(isCheckInOpen("2026-03-29T04:10:01", at)).toBe(false)
  })
})
