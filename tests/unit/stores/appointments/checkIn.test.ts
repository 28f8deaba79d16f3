import { getSnapshot } from "mobx-state-tree"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import { CheckInModel, cleanCheckInCode } from "../../../../src/features/appointments/store/CheckIn.ts"
import { seedAppointmentFor } from "../../../../sandbox/booking/appointmentsFor.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { minutesFromNow } from "../../sandbox/booking/support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const endOf = (personaId: string) => personaById(personaId)!.ssn.slice(-4)
/** A code of the right shape that is not the persona's. */
const wrongFor = (personaId: string) =>
  (endOf(personaId).startsWith("0") ? "1" : "0") + endOf(personaId).slice(1)

function checkInOn(
  fetcher: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
) {
  const events: unknown[] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => undefined,
    fetch: fetcher,
  })
  env.track = async (event) => {
    events.push(event)
  }
  return { checkIn: CheckInModel.create({}, env), events }
}

describe("the check-in code", () => {
  it("keeps digits, and a check character only in the 4th box, upper-cased, at most 4", () => {
    expect(cleanCheckInCode("912t")).toBe("912T")
    expect(cleanCheckInCode("9a12")).toBe("912")
    expect(cleanCheckInCode("12345")).toBe("1234")
    // G, I, O, Q and Z are never check characters
    expect(cleanCheckInCode("123g")).toBe("123")
    expect(cleanCheckInCode(" 1-2 3y")).toBe("123Y")
  })
})

describe("CheckIn (anonymous) against the sandbox", () => {
  it("starts waiting for action, asks for the code, and submits only a complete code", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "jari", minutesFromNow(15))
    const { checkIn, events } = checkInOn()
    checkIn.setAppointment(seeded.appointmentId)
    expect(checkIn.state).toBe("waiting-for-action")
    checkIn.start()
    expect(checkIn.state).toBe("waiting-for-confirmation")
    checkIn.setCode(endOf("jari").slice(0, 3))
    expect(checkIn.canSubmit).toBe(false)
    await checkIn.submit()
    expect(checkIn.state).toBe("waiting-for-confirmation")

    checkIn.setCode(wrongFor("jari"))
    await checkIn.submit()
    expect(checkIn.state).toBe("ssn-mismatch")
    expect(checkIn.remainingAttempts).toBe(4)
    // spec: the visitor stays in the input, with empty boxes for the next try
    expect(checkIn.isEnteringCode).toBe(true)
    expect(checkIn.code).toBe("")
    expect(checkIn.canSubmit).toBe(false)

    checkIn.setCode(endOf("jari").toLowerCase())
    await checkIn.submit()
    expect(checkIn.state).toBe("success")
    expect(checkIn.room).toEqual({ location: "5. krs, huone 512" })
    expect(checkIn.code).toBe("")
    expect(events).toEqual([
      { event: "check_in", result: "ssnEndPartMismatch" },
      { event: "check_in", result: "success" },
    ])
  })

  it("never puts the code in a snapshot, and reset forgets it", () => {
    const { checkIn } = checkInOn()
    checkIn.setAppointment("80412345")
    checkIn.start()
    checkIn.setCode("912T")
    expect(JSON.stringify(getSnapshot(checkIn))).not.toContain("912T")
    checkIn.reset()
    expect(checkIn.code).toBe("")
    expect(checkIn.state).toBe("waiting-for-action")
  })

  it("locks after 5 wrong codes and says until when", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "raili", minutesFromNow(10), { practitionerId: "11133" })
    const { checkIn } = checkInOn()
    checkIn.setAppointment(seeded.appointmentId)
    checkIn.start()
    for (const left of [4, 3, 2, 1]) {
      checkIn.setCode(wrongFor("raili"))
      await checkIn.submit()
      expect(checkIn.remainingAttempts).toBe(left)
    }
    checkIn.setCode(wrongFor("raili"))
    await checkIn.submit()
    expect(checkIn.state).toBe("locked")
    expect(checkIn.isLocked).toBe(true)
    expect(Date.parse(checkIn.lockedUntil!)).toBeGreaterThan(testClock() + 14 * 60_000)
  })

  it("says too early, with when check-in opens", async () => {
    const start = minutesFromNow(90)
    const seeded = seedAppointmentFor(sandbox.db, "pekka", start, { practitionerId: "10902" })
    const { checkIn } = checkInOn()
    checkIn.setAppointment(seeded.appointmentId, start.toISOString())
    checkIn.start()
    checkIn.setCode(endOf("pekka"))
    await checkIn.submit()
    expect(checkIn.state).toBe("too-early")
    expect(Date.parse(checkIn.opensAt!)).toBe(start.getTime() - 30 * 60_000)
  })

  it("asks for the consent when the patient has not given it", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "oskari", minutesFromNow(15), { practitionerId: "11472" })
    const { checkIn } = checkInOn()
    checkIn.setAppointment(seeded.appointmentId)
    checkIn.start()
    checkIn.setCode(endOf("oskari"))
    await checkIn.submit()
    expect(checkIn.state).toBe("consent-needed")
    expect(checkIn.isFinished).toBe(true)
  })

  it("says already checked in, and answers an appointment that is not there as a wrong code", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "liisa", minutesFromNow(5), {
      practitionerId: "11823",
      checkedIn: true,
    })
    const { checkIn } = checkInOn()
    checkIn.setAppointment(seeded.appointmentId)
    checkIn.start()
    checkIn.setCode(endOf("liisa"))
    await checkIn.submit()
    expect(checkIn.state).toBe("already-checked-in")

    // the service does not tell reserved ids from free ones (contracts/openapi.yaml, checkInAnonymously)
    checkIn.setAppointment("99999999")
    checkIn.start()
    checkIn.setCode("1234")
    await checkIn.submit()
    expect(checkIn.state).toBe("ssn-mismatch")
  })

  it("shows a network error and sends the same code again on retry", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "ville", minutesFromNow(20), { practitionerId: "11935" })
    let drop = true
    const { checkIn } = checkInOn((request) => {
      if (drop) return Promise.reject(new TypeError("fetch failed"))
      return globalThis.fetch(request)
    })
    checkIn.setAppointment(seeded.appointmentId)
    checkIn.start()
    checkIn.setCode(endOf("ville"))
    await checkIn.submit()
    expect(checkIn.state).toBe("network-error")
    drop = false
    await checkIn.retry()
    expect(checkIn.state).toBe("success")
  })

  it("a 503 is the spec's failure, yet the same code may be sent again", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "ville", minutesFromNow(25), { practitionerId: "12261" })
    let fault: string | undefined = "status=503"
    const { checkIn } = checkInOn((request) => {
      if (fault) request.headers.set("x-sandbox-fault", fault)
      return globalThis.fetch(request)
    })
    checkIn.setAppointment(seeded.appointmentId)
    checkIn.start()
    checkIn.setCode(endOf("ville"))
    await checkIn.submit()
    expect(checkIn.state).toBe("failure")
    expect(checkIn.retryable).toBe(true)
    fault = undefined
    await checkIn.retry()
    expect(checkIn.state).toBe("success")
  })
})
