import { clockStartingAt, parseClockSetting, systemClock, type Clock } from "../src/domain/clock.ts"
import { toIsoDate } from "../src/domain/dates.ts"

/**
 * The sandbox's clock: SANDBOX_NOW (an ISO instant with an offset) is the moment the process started at, and time
 * runs on from there; without it, the machine's clock. Slots, binding and cancellation limits, check-in windows,
 * sessions and locks all read this clock, so the whole backend can be run at any moment.
 */
export function sandboxClockFrom(env: Record<string, string | undefined> = process.env): Clock {
  const setting = env.SANDBOX_NOW
  return setting ? clockStartingAt(parseClockSetting("SANDBOX_NOW", setting)) : systemClock
}

/** Today in Europe/Helsinki (yyyy-MM-dd) by `clock`. */
export function todayOn(clock: Clock): string {
  return toIsoDate(new Date(clock()))
}

/** The day the seed is relative to: SANDBOX_TODAY (yyyy-MM-dd) when given, else today by the sandbox's clock. */
export function seedDayFor(clock: Clock, env: Record<string, string | undefined> = process.env): string {
  return env.SANDBOX_TODAY ?? todayOn(clock)
}
