// One clock. Stores read "now" from StoreEnv.now, the sandbox from its config's clock, and both come from here, so
// a test (or a backend team's demo) can run the whole product at any moment without touching the machine's clock.

/** spec: the time zone of all date handling. */
export const HELSINKI = "Europe/Helsinki"

/** Milliseconds since the epoch, the instant it is now. */
export type Clock = () => number

/** The machine's clock: the only wall-clock read of the product, handed to stores and the sandbox by their owners. */
export const systemClock: Clock = () => Date.now()

/**
 * A clock that reads `startMs` at the moment `anchorMs` of `base` and then runs on with it. With the default anchor,
 * the start of this process, every clock made from the same instant in one process agrees to the millisecond.
 */
export function clockStartingAt(
  startMs: number,
  base: Clock = systemClock,
  anchorMs: number = performance.timeOrigin,
): Clock {
  if (!Number.isFinite(startMs)) throw new RangeError(`Not an instant: ${startMs}`)
  // whole milliseconds, as Date.now() gives them (the process's start is a fraction of one): an instant that
  // goes through a date string and back is the same instant
  const offset = Math.round(startMs - anchorMs)
  return () => base() + offset
}

/** A clock that never moves: for a rule checked at one exact instant. */
export function fixedClock(atMs: number): Clock {
  if (!Number.isFinite(atMs)) throw new RangeError(`Not an instant: ${atMs}`)
  return () => atMs
}

/** An ISO instant with an offset or Z (SANDBOX_NOW, TEST_NOW, E2E_NOW) as epoch milliseconds; loud when malformed. */
export function parseClockSetting(name: string, value: string): number {
  const ms = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) {
    throw new RangeError(
      `${name} must be an ISO instant with an offset, e.g. 2026-11-24T08:40:00+02:00, not "${value}"`,
    )
  }
  return ms
}
