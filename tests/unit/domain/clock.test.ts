// The one clock's moments (TEST_NOW, SANDBOX_NOW, E2E_NOW) run on from their instant in whole milliseconds, as the
// machine's clock does: a session's end sent as a date string and read back is the instant the store computed.
import { describe, expect, it } from "vitest"
import { clockStartingAt, fixedClock } from "../../../src/domain/clock.ts"

describe("clockStartingAt", () => {
  it("reads the instant at its anchor and runs on with its base, in whole milliseconds", () => {
    let base = 5_000
    // the process's start (performance.timeOrigin) is a fraction of a millisecond
    const clock = clockStartingAt(Date.parse("2026-11-24T06:40:00Z"), () => base, 4_999.784)
    expect(clock()).toBe(Date.parse("2026-11-24T06:40:00.000Z"))
    base += 1_234
    expect(clock()).toBe(Date.parse("2026-11-24T06:40:01.234Z"))
    expect(new Date(new Date(clock()).toISOString()).getTime()).toBe(clock())
  })

  it("refuses what is not an instant", () => {
    expect(() => clockStartingAt(Number.NaN)).toThrow(RangeError)
    expect(() => fixedClock(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
