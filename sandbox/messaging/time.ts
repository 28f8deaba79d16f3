import { DateTime } from "luxon"
import { HELSINKI } from "../../src/domain/dates.ts"

/** A stored instant (UTC ISO) as the contract's DateTime: RFC 3339 with the Helsinki offset, whole seconds. */
export function helsinkiDateTime(storedInstant: string): string {
  const instant = DateTime.fromISO(storedInstant, { zone: "utc" }).setZone(HELSINKI)
  if (!instant.isValid) throw new RangeError(`Not a stored instant: ${storedInstant}`)
  return instant.toISO({ suppressMilliseconds: true })
}

/** The instant of a Helsinki wall-clock time `days` days after the calendar date `date`, stored as UTC ISO. */
export function storedInstant(date: string, days: number, time: string): string {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone: HELSINKI }).plus({ days })
  if (!instant.isValid) throw new RangeError(`Not a date and time: ${date} ${time}`)
  return instant.toUTC().toISO()
}

/** The calendar date `days` days after `date` (yyyy-MM-dd). */
export function plusDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: HELSINKI }).plus({ days }).toFormat("yyyy-MM-dd")
}
