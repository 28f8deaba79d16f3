// The anonymous check-in's guard (sandbox/booking/checkInGuard.ts) by its clock: locks per appointment that double,
// and a client's hour of wrong codes across appointments.
import { describe, expect, it } from "vitest"
import {
  checkInLock,
  clearWrongCodes,
  CLIENT_MAX_FAILURES,
  recordWrongCode,
} from "../../../../sandbox/booking/checkInGuard.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"
import { testClock } from "../../../support/clock.ts"

const MINUTE = 60_000
const fresh = () => openSandboxDatabase(":memory:")

function wrongCodes(
  db: ReturnType<typeof fresh>,
  count: number,
  at: number,
  id = "80400001",
  client = "10.0.0.1",
) {
  let state = recordWrongCode(db, client, id, at)
  for (let index = 1; index < count; index++) state = recordWrongCode(db, client, id, at)
  return state
}

describe("the anonymous check-in's guard", () => {
  it("locks an appointment after five wrong codes, for 15 minutes, then 30, then 60", () => {
    const db = fresh()
    let at = testClock()
    for (const minutes of [15, 30, 60]) {
      expect(wrongCodes(db, 4, at)).toEqual({ locked: false, failures: 4 })
      expect(wrongCodes(db, 1, at)).toEqual({ locked: true, lockedUntilMs: at + minutes * MINUTE })
      expect(checkInLock(db, "10.0.0.2", "80400001", at + minutes * MINUTE - 1)).toBe(at + minutes * MINUTE)
      at += minutes * MINUTE
      expect(checkInLock(db, "10.0.0.2", "80400001", at)).toBeUndefined()
    }
    db.close()
  })

  it("forgets the doubling after a right code", () => {
    const db = fresh()
    const at = testClock()
    wrongCodes(db, 5, at)
    clearWrongCodes(db, "80400001")
    expect(wrongCodes(db, 5, at + 16 * MINUTE)).toEqual({ locked: true, lockedUntilMs: at + 31 * MINUTE })
    db.close()
  })

  it(`locks a client out of every appointment after ${CLIENT_MAX_FAILURES} wrong codes within an hour`, () => {
    const db = fresh()
    const at = testClock()
    // four wrong codes for each of five appointments: none is locked, the client is at its 20th
    for (let index = 0; index < CLIENT_MAX_FAILURES / 4 - 1; index++) {
      expect(wrongCodes(db, 4, at + index * MINUTE, `8040000${index}`)).toMatchObject({ locked: false })
    }
    const last = at + 10 * MINUTE
    expect(wrongCodes(db, 3, last, "80400009")).toMatchObject({ locked: false })
    expect(wrongCodes(db, 1, last, "80400009")).toEqual({ locked: true, lockedUntilMs: last + 60 * MINUTE })
    // every other appointment too, from this client only
    expect(checkInLock(db, "10.0.0.1", "80400123", last + MINUTE)).toBe(last + 60 * MINUTE)
    expect(checkInLock(db, "10.0.0.2", "80400123", last + MINUTE)).toBeUndefined()
    db.close()
  })

  it("counts a client's wrong codes within the hour only", () => {
    const db = fresh()
    const at = testClock()
    for (let index = 0; index < CLIENT_MAX_FAILURES - 1; index++) {
      recordWrongCode(db, "10.0.0.1", `8041${String(index).padStart(4, "0")}`, at)
    }
    expect(recordWrongCode(db, "10.0.0.1", "80420000", at + 61 * MINUTE)).toEqual({
      locked: false,
      failures: 1,
    })
    db.close()
  })
})
