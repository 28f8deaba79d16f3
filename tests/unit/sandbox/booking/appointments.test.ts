import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { components } from "../../../../generated/openapi.ts"
import { seedAppointmentFor } from "../../../../sandbox/booking/appointmentsFor.ts"
import { minutesFromNow } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

type Schemas = components["schemas"]

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const view = (link: string) =>
  sandbox.get<Schemas["AnonymousAppointmentView"]>(`/api/anon/appointments/${link}?lang=fi`)

describe("one's own appointments", () => {
  it("lists the upcoming ones, cancelled ones included, earliest first", async () => {
    const answer = await sandbox.get<Schemas["AppointmentList"]>(
      "/api/appointments/upcoming?lang=fi",
      sandbox.login("aino"),
    )
    expect(answer.status).toBe(200)
    const appointments = answer.json.appointments
    expect(appointments.length).toBeGreaterThanOrEqual(2)
    expect(appointments.filter((appointment) => appointment.hasAppointeeCanceled)).toHaveLength(1)
    const starts = appointments.map((appointment) => Date.parse(appointment.startDate))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(appointments.every((appointment) => appointment.practitionerRate === null)).toBe(true)
  })

  it("gives by id only the patient's own, in the order asked", async () => {
    const aino = sandbox.login("aino")
    const a = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 5))
    const b = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 6), { practitionerId: "11472" })
    const jari = seedAppointmentFor(sandbox.db, "jari", minutesFromNow(60 * 24 * 7), {
      practitionerId: "20411",
    })
    const answer = await sandbox.get<Schemas["AppointmentList"]>(
      `/api/appointments/by-ids?lang=fi&ids=${b.appointmentId},${jari.appointmentId},${a.appointmentId},1`,
      aino,
    )
    expect(answer.json.appointments.map((appointment) => appointment.id)).toEqual([
      b.appointmentId,
      a.appointmentId,
    ])
    expect(answer.json.appointments[0]).toMatchObject({
      isReserved: true,
      mayCancel: true,
      hasAppointeeCanceled: false,
    })
  })

  it("shows a slot to anyone, the appointee's fields only to the appointee", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 3), {
      practitionerId: "10412",
    })
    const path = `/api/appointments/${seeded.appointmentId}?lang=fi`
    expect((await sandbox.get(path, sandbox.login("aino"))).json).toMatchObject({
      selfCheckInStatus: "tooEarly",
      mayCancel: true,
    })
    expect((await sandbox.get(path)).json).toMatchObject({
      isReserved: true,
      selfCheckInStatus: "statusNotAvailable",
      mayCancel: false,
    })
    expect((await sandbox.get("/api/appointments/99999999?lang=fi")).status).toBe(404)
  })
})

describe("cancelling", () => {
  it("frees the slot for the next visitor", async () => {
    const aino = sandbox.login("aino")
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 8), {
      practitionerId: "11823",
    })
    const cancel = await sandbox.send("DELETE", `/api/appointments/${seeded.appointmentId}`, undefined, aino)
    expect(cancel).toMatchObject({ status: 200, json: { type: "success" } })
    expect((await sandbox.get(`/api/appointments/${seeded.appointmentId}?lang=fi`)).json).toMatchObject({
      isReserved: false,
    })
    expect((await view(seeded.link)).json).toEqual({ type: "already-cancelled" })
    const again = await sandbox.send("DELETE", `/api/appointments/${seeded.appointmentId}`, undefined, aino)
    expect(again.json).toEqual({ type: "appointmentNotFound" })
  })

  it("refuses within 24 hours of the start", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(23 * 60), {
      practitionerId: "12261",
    })
    const answer = await sandbox.send(
      "DELETE",
      `/api/appointments/${seeded.appointmentId}`,
      undefined,
      sandbox.login("aino"),
    )
    expect(answer.json).toEqual({ type: "deadlineExceeded" })
  })

  it("is not for someone else's appointment", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "jari", minutesFromNow(60 * 24 * 9), {
      practitionerId: "20517",
    })
    const answer = await sandbox.send(
      "DELETE",
      `/api/appointments/${seeded.appointmentId}`,
      undefined,
      sandbox.login("aino"),
    )
    expect(answer.json).toEqual({ type: "appointmentNotFound" })
  })
})

describe("arrival reason", () => {
  it("is saved for one's own appointment only", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 4), {
      practitionerId: "12159",
    })
    const path = `/api/appointments/${seeded.appointmentId}/arrival-reason`
    const text = { arrivalReason: "Esitiedot: kurkkukipua kolme päivää." }
    expect((await sandbox.send("POST", path, text, sandbox.login("aino"))).json).toEqual({ type: "Success" })
    expect((await sandbox.send("POST", path, text, sandbox.login("jari"))).json).toEqual({ type: "Failure" })
    const stored = sandbox.db
      .prepare("SELECT arrival_reason FROM booking_reservations WHERE id = ?")
      .get(seeded.reservationId)
    expect(stored).toEqual({ arrival_reason: text.arrivalReason })
    const tooLong = await sandbox.send(
      "POST",
      path,
      { arrivalReason: "x".repeat(401) },
      sandbox.login("aino"),
    )
    expect(tooLong.status).toBe(400)
  })
})

describe("the anonymous appointment view", () => {
  it("reads the link token and a plain appointment id alike", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 10), {
      practitionerId: "11589",
    })
    expect(Buffer.from(seeded.link, "base64url").toString()).toMatch(
      new RegExp(`^${seeded.appointmentId}_[0-9a-f]+$`),
    )
    const byToken = await view(seeded.link)
    expect(byToken.json).toMatchObject({
      type: "success",
      appointment: { id: seeded.appointmentId, mayCancel: true },
    })
    expect(byToken.json).not.toHaveProperty("appointment.patient")
    expect((await view(seeded.appointmentId)).json).toMatchObject({ type: "success" })
  })

  it("does not find a wrong secret or an unknown id", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 11), {
      practitionerId: "11589",
    })
    const forged = Buffer.from(`${seeded.appointmentId}_0000`).toString("base64url")
    expect((await view(forged)).json).toEqual({ type: "appointment-not-found" })
    expect((await view("99999999")).json).toEqual({ type: "appointment-not-found" })
  })
})
