import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { saveConsent } from "../../../../sandbox/account/patients.ts"
import { seedAppointmentFor } from "../../../../sandbox/booking/appointmentsFor.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { minutesFromNow } from "./support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type Schemas = components["schemas"]

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const checkIn = (appointmentId: string, personaId: string) =>
  sandbox.send<Schemas["CheckInResult"]>(
    "POST",
    `/api/appointments/check-in/${appointmentId}`,
    undefined,
    sandbox.login(personaId),
  )
const anonymously = (appointmentId: string, ssnEndPart: string) =>
  sandbox.send<Schemas["AnonymousCheckInResult"]>("POST", "/api/anon/check-in", { appointmentId, ssnEndPart })
const endOf = (personaId: string) => personaById(personaId)!.ssn.slice(-4)

describe("logged-in check-in", () => {
  it("is too early until 30 minutes before the start, then gives the room once", async () => {
    const later = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(45), { practitionerId: "10871" })
    expect((await checkIn(later.appointmentId, "aino")).json).toEqual({ type: "tooEarly" })
    const soon = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(20))
    expect((await checkIn(soon.appointmentId, "aino")).json).toEqual({
      type: "success",
      room: { location: "5. krs, huone 512" },
    })
    expect((await checkIn(soon.appointmentId, "aino")).json).toEqual({ type: "alreadyCheckedIn" })
    const read = await sandbox.get(`/api/appointments/${soon.appointmentId}?lang=en`, sandbox.login("aino"))
    expect(read.json).toMatchObject({
      selfCheckInStatus: "checkedIn",
      room: { location: "floor 5, room 512" },
      mayCancel: false,
    })
  })

  it("says 'see the reception' where the clinic has no rooms to give, and refuses where only the reception checks in", async () => {
    const pasila = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(10), { practitionerId: "10577" })
    expect((await checkIn(pasila.appointmentId, "aino")).json).toEqual({ type: "success", room: null })
    const hyvinkaa = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(10), { practitionerId: "12598" })
    expect((await checkIn(hyvinkaa.appointmentId, "aino")).json).toEqual({ type: "checkInOnlyAtReception" })
  })

  it("asks for the consent first", async () => {
    const oskari = seedAppointmentFor(sandbox.db, "oskari", minutesFromNow(15), { practitionerId: "11472" })
    expect((await checkIn(oskari.appointmentId, "oskari")).json).toEqual({
      type: "confidentialityFormNotFilled",
    })
    expect((await anonymously(oskari.appointmentId, endOf("oskari"))).json).toEqual({
      type: "confidentiality-form-not-filled",
    })
  })

  it("asks an adult whose consent was given while a minor to give it again", async () => {
    const consent = {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
    }
    saveConsent(sandbox.db, "helena", consent, "1988-06-01T12:00:00+03:00")
    const helena = seedAppointmentFor(sandbox.db, "helena", minutesFromNow(15), { practitionerId: "11823" })
    expect((await checkIn(helena.appointmentId, "helena")).json).toEqual({
      type: "confidentialityFormNotFilledAsAdult",
    })
  })

  it("is only for one's own appointment", async () => {
    const jari = seedAppointmentFor(sandbox.db, "jari", minutesFromNow(15), { practitionerId: "20533" })
    expect((await checkIn(jari.appointmentId, "aino")).json).toEqual({ type: "customerNotFound" })
  })
})

describe("anonymous check-in", () => {
  it("counts wrong codes and locks after the fifth for 15 minutes", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(20), { practitionerId: "11133" })
    const wrong = endOf("aino") === "0000" ? "1111" : "0000"
    for (const remainingAttempts of [4, 3, 2, 1]) {
      expect((await anonymously(seeded.appointmentId, wrong)).json).toEqual({
        type: "ssnEndPartMismatch",
        remainingAttempts,
      })
    }
    const locked = await anonymously(seeded.appointmentId, wrong)
    expect(locked.json).toMatchObject({ type: "locked" })
    const until = Date.parse((locked.json as { lockedUntil: string }).lockedUntil)
    expect(until - testClock()).toBeGreaterThan(14 * 60_000)
    expect(until - testClock()).toBeLessThanOrEqual(15 * 60_000)
    expect((await anonymously(seeded.appointmentId, endOf("aino"))).json).toMatchObject({ type: "locked" })
  })

  it("checks in with the right code, and a right code starts the count again", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(25), { practitionerId: "10815" })
    const wrong = endOf("aino") === "0000" ? "1111" : "0000"
    await anonymously(seeded.appointmentId, wrong)
    const right = await anonymously(seeded.appointmentId, endOf("aino"))
    expect(right.json).toEqual({ type: "success", room: { location: "3. krs, huone 305" } })
    expect((await anonymously(seeded.appointmentId, endOf("aino"))).json).toEqual({
      type: "alreadyCheckedIn",
    })
    expect((await anonymously(seeded.appointmentId, wrong)).json).toEqual({
      type: "ssnEndPartMismatch",
      remainingAttempts: 4,
    })
  })

  it("is too early more than 30 minutes before the start, whatever the code: it is not looked at yet", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(120), { practitionerId: "11021" })
    expect((await anonymously(seeded.appointmentId, endOf("aino"))).json).toEqual({ type: "tooEarly" })
    const wrong = endOf("aino") === "0000" ? "1111" : "0000"
    expect((await anonymously(seeded.appointmentId, wrong)).json).toEqual({ type: "tooEarly" })
  })

  it("answers a free slot as it answers a reserved one: too early whatever the code, uncounted", async () => {
    const wrong = endOf("aino") === "0000" ? "1111" : "0000"
    const reserved = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(180), { practitionerId: "11021" })
    // a cancelled reservation leaves its slot free again
    const free = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(240), {
      practitionerId: "11021",
      cancelled: true,
    })
    for (const appointmentId of [reserved.appointmentId, free.appointmentId]) {
      for (const code of [endOf("aino"), wrong]) {
        expect((await anonymously(appointmentId, code)).json, appointmentId).toEqual({ type: "tooEarly" })
      }
    }
    const counted = sandbox.db
      .prepare("SELECT count(*) AS n FROM booking_check_in_guards WHERE key LIKE ?")
      .get(`%:${free.appointmentId}%`) as { n: number }
    expect(counted.n).toBe(0)
    // within the window a free slot's answer is a wrong code's, and counted
    const freeSoon = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(15), {
      practitionerId: "10815",
      cancelled: true,
    })
    expect((await anonymously(freeSoon.appointmentId, endOf("aino"))).json).toEqual({
      type: "ssnEndPartMismatch",
      remainingAttempts: 4,
    })
  })

  it("answers an id that is no reservation as it answers a wrong code", async () => {
    const unknown = await anonymously("99999998", "123A")
    expect(unknown.json).toEqual({ type: "ssnEndPartMismatch", remainingAttempts: 4 })
    expect((await anonymously("99999998", "123A")).json).toEqual({
      type: "ssnEndPartMismatch",
      remainingAttempts: 3,
    })
  })
})
