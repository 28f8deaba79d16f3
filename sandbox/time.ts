import { toIsoDate } from "../src/domain/dates.ts"

/** The seed is relative to this day: today in Europe/Helsinki, or SANDBOX_TODAY (yyyy-MM-dd) for fixed tests. */
export function todayInHelsinki(): string {
  return process.env.SANDBOX_TODAY ?? toIsoDate(new Date())
}
