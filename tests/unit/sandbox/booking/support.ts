// Days and minutes from now by the tests' clock, for the booking tests' slots and appointments.
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { testClock } from "../../../support/clock.ts"
/** yyyy-MM-dd of the Helsinki day `days` from now. */
export function dayFromNow(days: number): string {
  return toIsoDate(new Date(testClock() + days * 86_400_000))
}

export function minutesFromNow(minutes: number): Date {
  return new Date(Math.ceil((testClock() + minutes * 60_000) / 60_000) * 60_000)
}
