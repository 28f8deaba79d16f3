// The appointment's calendar file (RFC 5545) read back by ical.js: its fields, its form (CRLF, folding, escaping)
// and the Helsinki time on each side of both daylight-saving changes, on days chosen by the rule.
import { describe, expect, it } from "vitest"
import { appointmentIcs, type CalendarEvent } from "../../../../src/features/appointments/calendar/ics.ts"
import { formProblems, parseIcs } from "../../../support/icalendar.ts"
import { testClock } from "../../../support/clock.ts"

const base: CalendarEvent = {
  uid: "appointment-80412345@portal.test",
  start: "2030-01-15T08:20:00.000Z",
  durationMinutes: 30,
  stampMs: Date.UTC(2029, 11, 1, 9, 30, 0),
  summary: "Yleislääketiede · Lääkärin vastaanotto",
  location: "Aava Kamppi, Urho Kekkosen katu 1 A, 00100 Helsinki",
  description:
    "Ammattilainen: Laura Mäkinen, yleislääkäri\nAjanvarauksesi portaalissa: https://portal.test/fi/ajanvaraukset/80412345",
  url: "https://portal.test/fi/ajanvaraukset/80412345",
}

/** The last Sunday of `month` (1-12) of `year`, found from the month's last day (UTC arithmetic, no zone). */
function lastSunday(year: number, month: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0))
  const day = lastDay.getUTCDate() - lastDay.getUTCDay()
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/** `days` days from an ISO date, as an ISO date. */
function plusDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

describe("the appointment's calendar file", () => {
  it("is a valid calendar with the appointment's fields", () => {
    const text = appointmentIcs(base)
    expect(formProblems(text)).toEqual([])
    const event = parseIcs(text)
    expect(event).toMatchObject({
      version: "2.0",
      calscale: "GREGORIAN",
      uid: base.uid,
      stampMs: base.stampMs,
      tzid: "Europe/Helsinki",
      // January: EET, UTC+2
      startLocal: "2030-01-15T10:20:00",
      endLocal: "2030-01-15T10:50:00",
      startMs: Date.parse(base.start),
      endMs: Date.parse(base.start) + 30 * 60_000,
      summary: base.summary,
      location: base.location,
      description: base.description,
      url: base.url,
    })
    expect(event.prodid).not.toBe("")
    expect(text).toContain("DTSTART;TZID=Europe/Helsinki:20300115T102000\r\n")
    expect(text).toContain("DTSTAMP:20291201T093000Z\r\n")
  })

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    const awkward = "Käynti; kontrolli, \\ jälkitarkastus\nToinen rivi ".repeat(6)
    const text = appointmentIcs({
      ...base,
      summary: awkward,
      location: "ÅÄÖ, ".repeat(40),
      description: awkward,
    })
    expect(formProblems(text)).toEqual([])
    // folded: some content line continues on the next
    expect(text).toMatch(/\r\n [^\r]/)
    const event = parseIcs(text)
    expect(event.summary).toBe(awkward)
    expect(event.description).toBe(awkward)
    expect(event.location).toBe("ÅÄÖ, ".repeat(40))
    expect(text).toContain("Käynti\\; kontrolli\\, \\\\ jälkitarkastus\\nToinen")
  })

  // Dates by the rule, not a fixed year: the last Sundays of March and October of this year and the next two
  const thisYear = new Date(testClock()).getUTCFullYear()
  for (const year of [thisYear, thisYear + 1, thisYear + 2]) {
    it(`keeps the Helsinki time and the instant on both sides of the changes of ${year}`, () => {
      const march = lastSunday(year, 3)
      const october = lastSunday(year, 10)
      // the property the days are chosen by: a Sunday whose next week is in the next month
      for (const [day, month] of [
        [march, 3],
        [october, 10],
      ] as const) {
        expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(0)
        expect(new Date(`${plusDays(day, 7)}T12:00:00Z`).getUTCMonth() + 1).toBe(month + 1)
      }
      // 10:00 in Helsinki: UTC+2 in winter time (EET), UTC+3 in summer time (EEST)
      const cases = [
        { utc: `${plusDays(march, -1)}T08:00:00Z`, local: `${plusDays(march, -1)}T10:00:00` },
        { utc: `${march}T07:00:00Z`, local: `${march}T10:00:00` },
        { utc: `${plusDays(october, -1)}T07:00:00Z`, local: `${plusDays(october, -1)}T10:00:00` },
        { utc: `${october}T08:00:00Z`, local: `${october}T10:00:00` },
      ]
      for (const { utc, local } of cases) {
        const event = parseIcs(appointmentIcs({ ...base, start: utc, durationMinutes: 45 }))
        expect(event.startLocal, utc).toBe(local)
        expect(event.startMs, utc).toBe(Date.parse(utc))
        expect(event.endMs - event.startMs).toBe(45 * 60_000)
      }
    })
  }
})
