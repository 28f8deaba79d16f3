import { Settings } from "luxon"
import { beforeAll, describe, expect, it } from "vitest"
import {
  type TimeOfDay,
  ageInYears,
  initialSearchRange,
  isChild,
  isKela65Age,
  isReferralValid,
  isWithinTimeOfDay,
  monthSearchRange,
  referralValidity,
  relativeDateKind,
  timeOfDayOf,
} from "../../../src/domain/dates.ts"

// UTC+14 machine and a Luxon default zone of Tokyo: neither may leak into Helsinki rules.
process.env.TZ = "Pacific/Kiritimati"

beforeAll(() => {
  Settings.defaultZone = "Asia/Tokyo"
  expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(-840)
})

describe("time of day", () => {
  it("reads the filter value; any other value means all", () => {
    expect(timeOfDayOf("morning")).toBe("morning")
    expect(timeOfDayOf("afternoon")).toBe("afternoon")
    expect(timeOfDayOf("evening")).toBe("evening")
    for (const other of ["all", "", "night", "Morning", "toString", "constructor", null, undefined]) {
      expect(timeOfDayOf(other)).toBe("all")
    }
  })

  const periods = (instant: string) =>
    (["morning", "afternoon", "evening"] as const).filter((p) => isWithinTimeOfDay(instant, p))

  it.each([
    ["06:59", []],
    ["07:00", ["morning"]],
    ["11:59", ["morning"]],
    ["12:00", ["morning", "afternoon"]],
    ["12:01", ["afternoon"]],
    ["15:59", ["afternoon"]],
    ["16:00", ["afternoon", "evening"]],
    ["20:59", ["evening"]],
    ["21:00", ["evening"]],
    ["21:01", []],
    ["00:00", []],
  ])("%s Helsinki time is %j (both ends inclusive)", (time, expected) => {
    expect(periods(`2026-06-15T${time}:00`)).toEqual(expected)
    expect(periods(`2026-01-15T${time}:00`)).toEqual(expected)
  })

  it("uses Helsinki wall time, also on the DST days", () => {
    expect(periods("2026-06-15T04:00:00Z")).toEqual(["morning"]) // 07:00 EEST
    expect(periods("2026-01-15T05:00:00Z")).toEqual(["morning"]) // 07:00 EET
    expect(periods("2026-01-15T04:00:00Z")).toEqual([]) // 06:00 EET
    expect(periods("2026-03-29T04:00:00Z")).toEqual(["morning"]) // 07:00 EEST on the short day
    expect(periods("2026-10-25T19:00:00Z")).toEqual(["evening"]) // 21:00 EET on the long day
    expect(periods("2026-10-25T19:00:00.001Z")).toEqual([])
  })

  it("'all' lets everything through", () => {
    const all: TimeOfDay = "all"
    expect(isWithinTimeOfDay("2026-06-15T03:00:00", all)).toBe(true)
    expect(isWithinTimeOfDay("2026-06-15T23:59:00", all)).toBe(true)
  })
})

describe("referral validity", () => {
  const at = "2026-03-20T23:30:00" // late evening in Helsinki, nine days before the spring change
  const on = (days: number) => {
    const d = new Date(Date.UTC(2026, 2, 20 + days))
    return d.toISOString().slice(0, 10)
  }

  it.each([
    [-30, "not-valid"],
    [-1, "not-valid"],
    [0, "today"],
    [1, "tomorrow"],
    [2, "date"],
    [6, "date"],
    [7, "weeks"],
    [13, "weeks"],
    [14, "weeks"],
    [20, "weeks"],
    [21, "weeks"],
    [27, "weeks"],
    [28, "date"],
    [30, "date"],
    [31, "date"],
    [365, "date"],
  ])("%i days left is %s", (days, kind) => {
    const validity = referralValidity(on(days), at)
    expect(validity.kind).toBe(kind)
    expect(validity.daysLeft).toBe(days)
    expect(validity.validUntil.toISODate()).toBe(on(days))
  })

  it.each([
    [7, 1],
    [13, 1],
    [14, 2],
    [20, 2],
    [21, 3],
    [27, 3],
  ])("%i days is %i whole weeks", (days, weeks) => {
    expect(referralValidity(on(days), at)).toMatchObject({ kind: "weeks", weeks })
  })

  it("changes at Helsinki midnight, not the machine's", () => {
    expect(referralValidity("2026-03-20", "2026-03-20T21:59:59Z").kind).toBe("today")
    expect(referralValidity("2026-03-20", "2026-03-20T22:00:00Z").kind).toBe("not-valid")
    expect(referralValidity("2026-10-25", "2026-10-25T21:59:59Z").kind).toBe("today")
    expect(referralValidity("2026-10-25", "2026-10-25T22:00:00Z").kind).toBe("not-valid")
    expect(isReferralValid("2026-03-29", "2026-03-28T22:30:00Z")).toBe(true)
    expect(isReferralValid("2026-03-28", "2026-03-28T22:30:00Z")).toBe(false)
  })
})

describe("'Yesterday' between 24 and 48 hours ago", () => {
  const at = "2026-05-05T12:00:00"
  it.each([
    ["2026-05-05T12:00:00", "recent"],
    ["2026-05-05T13:00:00", "recent"],
    ["2026-05-04T12:00:00.001", "recent"],
    ["2026-05-04T12:00:00", "yesterday"],
    ["2026-05-03T12:00:00.001", "yesterday"],
    ["2026-05-03T12:00:00", "date"],
    ["2025-05-05T12:00:00", "date"],
  ])("%s is %s", (instant, kind) => {
    expect(relativeDateKind(instant, at)).toBe(kind)
  })

  it("goes by elapsed hours, so the same wall time a day before the spring change is only 23 h ago", () => {
    expect(relativeDateKind("2026-03-28T12:00:00", "2026-03-29T12:00:00")).toBe("recent")
    expect(relativeDateKind("2026-10-24T12:00:00", "2026-10-25T12:00:00")).toBe("yesterday")
    expect(relativeDateKind("2026-10-24T11:00:00", "2026-10-25T11:00:00")).toBe("yesterday")
  })
})

describe("age (Kela65, child)", () => {
  it("counts completed years on the Helsinki day", () => {
    expect(ageInYears("1961-03-05", "2026-03-04")).toBe(64)
    expect(ageInYears("1961-03-05", "2026-03-05")).toBe(65)
    expect(isKela65Age("1961-03-05", "2026-03-04T21:59:59Z")).toBe(false)
    expect(isKela65Age("1961-03-05", "2026-03-04T22:00:00Z")).toBe(true) // 00:00 on 5.3. in Helsinki
  })

  it("makes a child an adult on the 18th birthday", () => {
    expect(isChild("2008-03-29", "2026-03-28")).toBe(true)
    expect(isChild("2008-03-29", "2026-03-29")).toBe(false)
  })

  it("lets someone born on 29 February age on 28 February in common years", () => {
    expect(ageInYears("2008-02-29", "2026-02-27")).toBe(17)
    expect(ageInYears("2008-02-29", "2026-02-28")).toBe(18)
    expect(ageInYears("2008-02-29", "2028-02-28")).toBe(19)
    expect(ageInYears("2008-02-29", "2028-02-29")).toBe(20)
  })
})

describe("initial search range", () => {
  const at = "2026-03-18T10:15:00" // Wednesday

  it("starts now and runs to the Sunday of the week holding the month's last day", () => {
    const range = initialSearchRange(at)
    expect(range.start.toISO()).toBe("2026-03-18T10:15:00.000+02:00")
    expect(range.end.toISO()).toBe("2026-04-05T23:59:59.999+03:00")
  })

  it("never starts before now", () => {
    expect(initialSearchRange(at, "2026-03-10").start.toISO()).toBe("2026-03-18T10:15:00.000+02:00")
    expect(initialSearchRange(at, "2026-03-18").start.toISO()).toBe("2026-03-18T10:15:00.000+02:00")
  })

  it("starts at the start of a later requested day", () => {
    const range = initialSearchRange(at, "2026-03-25")
    expect(range.start.toISO()).toBe("2026-03-25T00:00:00.000+02:00")
    expect(range.end.toISO()).toBe("2026-04-05T23:59:59.999+03:00")
  })

  it("ends on the month's last day when that is a Sunday, else on the next Sunday", () => {
    expect(initialSearchRange(at, "2026-05-20").end.toISO()).toBe("2026-05-31T23:59:59.999+03:00")
    expect(initialSearchRange(at, "2026-10-28").end.toISO()).toBe("2026-11-01T23:59:59.999+02:00")
  })

  it("widens a calendar month to its start, but not before now", () => {
    const march = monthSearchRange(at, "2026-03-25")
    expect(march.start.toISO()).toBe("2026-03-18T10:15:00.000+02:00")
    expect(march.end.toISO()).toBe("2026-04-05T23:59:59.999+03:00")
    const april = monthSearchRange(at, "2026-04-10")
    expect(april.start.toISO()).toBe("2026-04-01T00:00:00.000+03:00")
    expect(april.end.toISO()).toBe("2026-05-03T23:59:59.999+03:00")
  })
})
