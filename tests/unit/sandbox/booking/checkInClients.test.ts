// The anonymous check-in over real HTTP, from several client addresses (127.0.0.40… on the Linux loopback) and
// through the loopback as a trusted proxy, by a clock the test moves: one client cannot lock another out.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { seedAppointmentFor } from "../../../../sandbox/booking/appointmentsFor.ts"
import { CLIENT_MAX_FAILURES, KIOSK_MAX_FAILURES } from "../../../../sandbox/booking/checkInGuard.ts"
import { DEFAULT_TRUSTED_PROXIES, parseAddressList } from "../../../../sandbox/clientAddress.ts"
import { isoInstant } from "../../../../sandbox/booking/present.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { requestFrom } from "../../../support/fromAddress.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type Result = components["schemas"]["AnonymousCheckInResult"]

const MINUTE = 60_000
const KIOSK = "127.0.0.50"
let nowMs = Math.ceil(testClock() / MINUTE) * MINUTE
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox({
    config: {
      clock: () => nowMs,
      trustedProxies: parseAddressList("trusted", DEFAULT_TRUSTED_PROXIES),
      kioskAddresses: parseAddressList("kiosks", KIOSK),
    },
  })
})
afterAll(() => sandbox.close())

const RIGHT = personaById("aino")!.ssn.slice(-4)
const WRONG = RIGHT === "0000" ? "1111" : "0000"
// Aino's appointment starting in 20 minutes: check-in is open
const appointment = () => seedAppointmentFor(sandbox.db, "aino", new Date(nowMs + 20 * MINUTE)).appointmentId

async function checkIn(
  from: string,
  appointmentId: string,
  ssnEndPart: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  const answer = await requestFrom(`${sandbox.url}/api/anon/check-in`, {
    localAddress: from,
    headers,
    body: { appointmentId, ssnEndPart },
  })
  expect(answer.status, answer.text).toBe(200)
  return answer.json<Result>()
}

/** `count` wrong codes from one address, four at a time at ids that are no reservation; the last answer. */
async function wrongCodesElsewhere(from: string, count: number, prefix: string): Promise<Result> {
  let last: Result | undefined
  for (let index = 0; index < count; index++) {
    last = await checkIn(from, `${prefix}${String(Math.floor(index / 4)).padStart(3, "0")}`, WRONG)
  }
  return last!
}

describe("the anonymous check-in from several addresses", () => {
  it(`${CLIENT_MAX_FAILURES} wrong codes from one address lock it out, and the right code from another checks in`, async () => {
    const id = appointment()
    for (let index = 0; index < 4; index++) await checkIn("127.0.0.40", id, WRONG)
    const locked = await wrongCodesElsewhere("127.0.0.40", CLIENT_MAX_FAILURES - 4, "99000")
    expect(locked).toEqual({ type: "locked", lockedUntil: isoInstant(nowMs + 60 * MINUTE) })
    expect(await checkIn("127.0.0.40", id, RIGHT)).toMatchObject({ type: "locked" })
    expect(await checkIn("127.0.0.41", id, RIGHT)).toMatchObject({ type: "success" })
  })

  it("five wrong codes lock the appointment for that address only, for 15 minutes", async () => {
    const id = appointment()
    for (const remainingAttempts of [4, 3, 2, 1]) {
      expect(await checkIn("127.0.0.42", id, WRONG)).toEqual({
        type: "ssnEndPartMismatch",
        remainingAttempts,
      })
    }
    const lockedUntil = isoInstant(nowMs + 15 * MINUTE)
    expect(await checkIn("127.0.0.42", id, WRONG)).toEqual({ type: "locked", lockedUntil })
    expect(await checkIn("127.0.0.42", id, RIGHT)).toEqual({ type: "locked", lockedUntil })
    expect(await checkIn("127.0.0.43", id, WRONG)).toEqual({
      type: "ssnEndPartMismatch",
      remainingAttempts: 4,
    })
    nowMs += 15 * MINUTE
    expect(await checkIn("127.0.0.42", id, RIGHT)).toMatchObject({ type: "success" })
  })

  it("ignores X-Forwarded-For from a peer that is no trusted proxy, and honours the loopback proxy's", async () => {
    const id = appointment()
    // each wrong code claims another address: all of them count for the peer itself
    for (let index = 1; index <= 4; index++) {
      const spoofed = { "x-forwarded-for": `198.51.100.${index}` }
      expect(await checkIn("127.0.0.44", id, WRONG, spoofed)).toMatchObject({ type: "ssnEndPartMismatch" })
    }
    expect(await checkIn("127.0.0.44", id, WRONG, { "x-forwarded-for": "198.51.100.5" })).toMatchObject({
      type: "locked",
    })
    // the trusted proxy (127.0.0.1) forwarding for 127.0.0.44 is the same client; for another it is not
    expect(await checkIn("127.0.0.1", id, RIGHT, { "x-forwarded-for": "127.0.0.44" })).toMatchObject({
      type: "locked",
    })
    expect(
      await checkIn("127.0.0.1", id, RIGHT, { "x-forwarded-for": "203.0.113.9, 198.51.100.44" }),
    ).toMatchObject({
      type: "success",
    })
  })

  it("refuses everyone who tried once the appointment has 15 wrong codes, and gives a fresh address its try", async () => {
    const id = appointment()
    const tried = ["127.0.0.45", "127.0.0.46", "127.0.0.47", "127.0.0.48"]
    for (const from of tried.slice(0, 3))
      for (let index = 0; index < 4; index++) await checkIn(from, id, WRONG)
    await checkIn("127.0.0.48", id, WRONG)
    await checkIn("127.0.0.48", id, WRONG)
    const lockedUntil = isoInstant(nowMs + 24 * 60 * MINUTE)
    expect(await checkIn("127.0.0.48", id, WRONG)).toEqual({ type: "locked", lockedUntil })
    for (const from of tried) expect(await checkIn(from, id, RIGHT)).toEqual({ type: "locked", lockedUntil })
    expect(await checkIn("127.0.0.49", id, WRONG)).toEqual({ type: "locked", lockedUntil })
    expect(await checkIn("127.0.0.39", id, RIGHT)).toMatchObject({ type: "success" })
  })

  it(`gives a listed kiosk ${KIOSK_MAX_FAILURES} wrong codes an hour where a browser has ${CLIENT_MAX_FAILURES}`, async () => {
    const id = appointment()
    expect(await wrongCodesElsewhere(KIOSK, CLIENT_MAX_FAILURES + 5, "99100")).toMatchObject({
      type: "ssnEndPartMismatch",
    })
    expect(await checkIn(KIOSK, id, RIGHT)).toMatchObject({ type: "success" })
    expect(await wrongCodesElsewhere("127.0.0.51", CLIENT_MAX_FAILURES, "99200")).toMatchObject({
      type: "locked",
    })
  })
})
