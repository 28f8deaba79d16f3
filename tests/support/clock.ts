// The moment the unit tests run at. `npm run test:clocks` sets TEST_NOW to each moment of its matrix (and
// tests/support/setup.ts hands the same instant to every sandbox as SANDBOX_NOW); otherwise it is the machine's now.
// Either way time runs on from there, and stores and sandboxes of one test file share it to the millisecond.
import { clockStartingAt, parseClockSetting, systemClock, type Clock } from "../../src/domain/clock.ts"

const setting = process.env.TEST_NOW

export const testClock: Clock = setting
  ? clockStartingAt(parseClockSetting("TEST_NOW", setting))
  : systemClock

/** Now, by the tests' clock. */
export function testNow(): Date {
  return new Date(testClock())
}

/** That many minutes from now, by the tests' clock. */
export function minutesFromNow(minutes: number): Date {
  return new Date(testClock() + minutes * 60_000)
}
