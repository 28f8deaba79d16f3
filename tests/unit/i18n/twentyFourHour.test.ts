// English says times of day on the 24-hour clock, as the house's time format does everywhere else (H:mm, from
// src/platform/i18n/instantFormat.ts): no "7 am – 12 pm" in the texts, nor in what the sandbox answers.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../generated/openapi.ts"
import { TIME_OF_DAY_HOURS, type DayPeriod } from "../../../src/domain/dates.ts"
import { formatInstantTime } from "../../../src/platform/i18n/instantFormat.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"

const EN = path.resolve(import.meta.dirname, "../../../locales/en")
// "7 am", "12pm", "4:30 p.m.", "9 PM"
const TWELVE_HOUR = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])/i

function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key))
}

/** The period's hours as the house writes a time: 7:00–12:00. */
function hours(period: DayPeriod): string {
  const at = (hour: number) => formatInstantTime(Date.UTC(2026, 0, 15, hour - 2)) // Helsinki is UTC+2 in January
  return `${at(TIME_OF_DAY_HOURS[period].from)}–${at(TIME_OF_DAY_HOURS[period].to)}`
}

const PERIODS = Object.keys(TIME_OF_DAY_HOURS) as DayPeriod[]

describe("English times of day", () => {
  it("the pattern finds a 12-hour time (so the scan below can fail)", () => {
    for (const sample of ["7 am – 12 pm", "from 4pm", "at 9:30 p.m.", "12 PM"])
      expect(sample).toMatch(TWELVE_HOUR)
    for (const sample of ["7:00–12:00", "I am here", "5 pmol/l", "Spam"])
      expect(sample).not.toMatch(TWELVE_HOUR)
  })

  it("no English text holds a 12-hour time", () => {
    const found = readdirSync(EN)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => texts(JSON.parse(readFileSync(path.join(EN, file), "utf8")), file))
      .filter(([, text]) => TWELVE_HOUR.test(text))
    expect(found).toEqual([])
  })

  it("the time-of-day tabs' subtitles are the periods' hours in the house's format", async () => {
    const booking = JSON.parse(readFileSync(path.join(EN, "booking.json"), "utf8")) as {
      list: { timeOfDay: Record<string, string> }
    }
    expect(PERIODS.map((period) => booking.list.timeOfDay[`${period}Subtitle`])).toEqual([
      "7:00–12:00",
      "12:00–16:00",
      "16:00–21:00",
    ])
    expect(PERIODS.map(hours)).toEqual(["7:00–12:00", "12:00–16:00", "16:00–21:00"])
  })

  describe("the sandbox's filter options", () => {
    let sandbox: TestSandbox
    beforeAll(async () => {
      sandbox = await startTestSandbox()
    })
    afterAll(() => sandbox.close())

    it("give the same subtitles in English as the texts", async () => {
      const answer = await sandbox.get<components["schemas"]["FilterOptions"]>(
        "/api/appointments/filter-options?lang=en",
      )
      expect(answer.json.timeOfDaySlots.map((slot) => slot.subtitle.en)).toEqual(PERIODS.map(hours))
    })
  })
})
