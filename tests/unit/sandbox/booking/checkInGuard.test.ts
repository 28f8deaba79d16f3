// The anonymous check-in's guard (sandbox/booking/checkInGuard.ts) by its clock: each client's hour, each client's
// tries at an appointment, the appointment's ceiling, and the kiosk's budget.
import { describe, expect, it } from "vitest"
import {
  CEILING_FAILURES,
  checkInClientOf,
  checkInLock,
  clearWrongCodes,
  CLIENT_MAX_FAILURES,
  KIOSK_MAX_FAILURES,
  recordWrongCode,
  type CheckInClient,
} from "../../../../sandbox/booking/checkInGuard.ts"
import { CHECK_IN_MAX_FAILURES } from "../../../../sandbox/booking/constants.ts"
import { parseAddressList } from "../../../../sandbox/clientAddress.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"
import { testClock } from "../../../support/clock.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const KIOSKS = parseAddressList("kiosks", "192.0.2.10")
const fresh = () => openSandboxDatabase(":memory:")
const client = (address: string): CheckInClient => checkInClientOf(address, KIOSKS)
const A = client("10.0.0.1")
const B = client("10.0.0.2")
const ID = "80400001"

function wrongCodes(db: ReturnType<typeof fresh>, count: number, at: number, id = ID, by = A) {
  let state = recordWrongCode(db, by, id, at)
  for (let index = 1; index < count; index++) state = recordWrongCode(db, by, id, at)
  return state
}

describe("who the guard counts", () => {
  it("is the address; an IPv6 client is its /64; a listed kiosk is its own device", () => {
    expect(client("::ffff:10.0.0.1")).toEqual(A)
    expect(client("2001:db8:1:2::a")).toEqual(client("2001:db8:1:2:ffff::b"))
    expect(client("2001:db8:1:2::a")).not.toEqual(client("2001:db8:1:3::a"))
    expect(client("192.0.2.10")).toEqual({ key: "kiosk 192.0.2.10", kiosk: true })
    expect(client("192.0.2.11").kiosk).toBe(false)
    expect(client("unknown")).toEqual({ key: "unknown", kiosk: false })
  })
})

describe("a client's tries at an appointment", () => {
  it("five wrong codes lock the appointment for that client only, for 15 minutes, then 30", () => {
    const db = fresh()
    let at = testClock()
    for (const minutes of [15, 30]) {
      expect(wrongCodes(db, 4, at)).toEqual({ locked: false, failures: 4 })
      expect(wrongCodes(db, 1, at)).toEqual({ locked: true, lockedUntilMs: at + minutes * MINUTE })
      expect(checkInLock(db, A, ID, at + minutes * MINUTE - 1)).toBe(at + minutes * MINUTE)
      // another client, and this client at another appointment, are not locked
      expect(checkInLock(db, B, ID, at)).toBeUndefined()
      expect(checkInLock(db, A, "80400002", at)).toBeUndefined()
      at += minutes * MINUTE
      expect(checkInLock(db, A, ID, at)).toBeUndefined()
    }
    db.close()
  })

  it("a right code starts the count and the doubling again, for that client", () => {
    const db = fresh()
    const at = testClock()
    wrongCodes(db, 5, at)
    wrongCodes(db, 2, at, ID, B)
    clearWrongCodes(db, A, ID)
    expect(wrongCodes(db, 5, at + 16 * MINUTE)).toEqual({ locked: true, lockedUntilMs: at + 31 * MINUTE })
    expect(recordWrongCode(db, B, ID, at + 16 * MINUTE)).toEqual({ locked: false, failures: 3 })
    db.close()
  })
})

describe("a client's hour", () => {
  it(`${CLIENT_MAX_FAILURES} wrong codes from one address lock it out of every appointment, and no one else`, () => {
    const db = fresh()
    const at = testClock()
    // four wrong codes at the appointment, sixteen at others: the address is at its 20th
    expect(wrongCodes(db, 4, at)).toEqual({ locked: false, failures: 4 })
    for (let index = 0; index < 3; index++) wrongCodes(db, 4, at + MINUTE, `8041000${index}`)
    expect(wrongCodes(db, 3, at + 2 * MINUTE, "80410009")).toMatchObject({ locked: false })
    const last = at + 10 * MINUTE
    expect(wrongCodes(db, 1, last, "80410009")).toEqual({ locked: true, lockedUntilMs: last + HOUR })
    expect(checkInLock(db, A, "80400123", last + MINUTE)).toBe(last + HOUR)
    // the right code from another address still checks in: nothing refuses it
    expect(checkInLock(db, B, ID, last + MINUTE)).toBeUndefined()
    db.close()
  })

  it("counts within the hour only", () => {
    const db = fresh()
    const at = testClock()
    for (let index = 0; index < CLIENT_MAX_FAILURES - 1; index++) {
      recordWrongCode(db, A, `8041${String(index).padStart(4, "0")}`, at)
    }
    expect(recordWrongCode(db, A, "80420000", at + 61 * MINUTE)).toEqual({ locked: false, failures: 1 })
    db.close()
  })

  it("locks for an hour, then twice as long each time, at most a day, and remembers it for a day after", () => {
    const db = fresh()
    let at = testClock()
    const twenty = () => {
      let state = recordWrongCode(db, A, "80430000", at)
      for (let index = 1; index < CLIENT_MAX_FAILURES; index++) {
        state = recordWrongCode(db, A, `8043${String(index).padStart(4, "0")}`, at)
      }
      return state
    }
    for (const hours of [1, 2, 4, 8, 16, 24, 24]) {
      expect(twenty()).toEqual({ locked: true, lockedUntilMs: at + hours * HOUR })
      at += hours * HOUR
    }
    // a day without wrong codes after the last lock ended: the doubling starts again
    at += DAY
    expect(twenty()).toEqual({ locked: true, lockedUntilMs: at + HOUR })
    db.close()
  })
})

describe("the appointment's ceiling", () => {
  const addresses = Array.from({ length: 8 }, (_, index) => client(`198.51.100.${index + 1}`))

  it(`after ${CEILING_FAILURES} wrong codes from anyone, refuses whoever tried; a fresh address has one try`, () => {
    const db = fresh()
    const at = testClock()
    // four addresses, four wrong codes each: none reaches its own lock; the 15th code reaches the ceiling
    const [first, second, third, fourth, fifth, sixth] = addresses as [CheckInClient, ...CheckInClient[]]
    for (const by of [first, second, third]) wrongCodes(db, 4, at, ID, by)
    expect(wrongCodes(db, 2, at + MINUTE, ID, fourth!)).toEqual({ locked: false, failures: 2 })
    expect(wrongCodes(db, 1, at + 2 * MINUTE, ID, fourth!)).toEqual({
      locked: true,
      lockedUntilMs: at + 2 * MINUTE + DAY,
    })
    const until = at + 2 * MINUTE + DAY
    for (const by of [first, second, third, fourth])
      expect(checkInLock(db, by!, ID, at + 3 * MINUTE)).toBe(until)
    // a fresh address is not refused; its one wrong try refuses it as well
    expect(checkInLock(db, fifth!, ID, at + 3 * MINUTE)).toBeUndefined()
    expect(recordWrongCode(db, fifth!, ID, at + 3 * MINUTE)).toEqual({ locked: true, lockedUntilMs: until })
    // a fresh address whose code is right: the ceiling does not stand in its way, nor does its right code lift it
    expect(checkInLock(db, sixth!, ID, at + 4 * MINUTE)).toBeUndefined()
    clearWrongCodes(db, sixth!, ID)
    expect(checkInLock(db, first, ID, at + 4 * MINUTE)).toBe(until)
    // other appointments are untouched
    expect(checkInLock(db, first, "80400002", at + 4 * MINUTE)).toBeUndefined()
    // a day later the ceiling has passed and a new count begins; a client's tries still count in a row
    expect(checkInLock(db, first, ID, until)).toBeUndefined()
    expect(recordWrongCode(db, addresses[6]!, ID, until)).toEqual({ locked: false, failures: 1 })
    expect(recordWrongCode(db, first, ID, until)).toEqual({
      locked: true,
      lockedUntilMs: until + 15 * MINUTE,
    })
    db.close()
  })

  it("is reached by one address on its own at its third round, after the locks of 15 and 30 minutes", () => {
    const db = fresh()
    let at = testClock()
    wrongCodes(db, CHECK_IN_MAX_FAILURES, at)
    at += 15 * MINUTE
    wrongCodes(db, CHECK_IN_MAX_FAILURES, at)
    at += 30 * MINUTE
    expect(wrongCodes(db, CHECK_IN_MAX_FAILURES, at)).toEqual({ locked: true, lockedUntilMs: at + DAY })
    expect(checkInLock(db, B, ID, at)).toBeUndefined()
    db.close()
  })

  it("treats an address whose wrong codes a right code cleared as fresh", () => {
    const db = fresh()
    const at = testClock()
    const [patient, ...others] = addresses as [CheckInClient, ...CheckInClient[]]
    recordWrongCode(db, patient, ID, at)
    clearWrongCodes(db, patient, ID)
    for (const by of others.slice(0, 4)) wrongCodes(db, 4, at + MINUTE, ID, by)
    expect(checkInLock(db, patient, ID, at + 2 * MINUTE)).toBeUndefined()
    db.close()
  })
})

describe("a provisioned kiosk", () => {
  it(`has ${KIOSK_MAX_FAILURES} wrong codes an hour of its own, on the same terms`, () => {
    const db = fresh()
    const at = testClock()
    const kiosk = client("192.0.2.10")
    const id = (index: number) => `8044${String(index).padStart(4, "0")}`
    for (let index = 0; index < KIOSK_MAX_FAILURES - 1; index++) {
      expect(recordWrongCode(db, kiosk, id(index), at)).toEqual({ locked: false, failures: 1 })
    }
    expect(recordWrongCode(db, kiosk, id(KIOSK_MAX_FAILURES), at)).toEqual({
      locked: true,
      lockedUntilMs: at + HOUR,
    })
    // its lock is its own: a browser elsewhere is not refused
    expect(checkInLock(db, A, id(0), at)).toBeUndefined()
    db.close()
  })
})
