import { DateTime } from "luxon"
import { HELSINKI, parseIsoDate, toIsoDate } from "../../src/domain/dates.ts"

/** The Helsinki calendar day `days` after `day` (before, when negative), yyyy-MM-dd. */
export function dayOffset(day: string, days: number): string {
  return toIsoDate(parseIsoDate(day).plus({ days }))
}

/** A Helsinki wall-clock time on a day as an ISO instant with its offset, e.g. 2026-11-18T09:30:00+02:00. */
export function atTime(day: string, time: string): string {
  const instant = DateTime.fromISO(`${day}T${time}`, { zone: HELSINKI })
  if (!instant.isValid) throw new RangeError(`Not a time: ${day} ${time}`)
  return instant.toISO({ suppressMilliseconds: true })
}

/** yyyy-MM-dd as D.M.YYYY (spec: the date format of the portal). */
export function finnishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return `${day}.${month}.${year}`
}
