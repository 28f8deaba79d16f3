import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ARRIVAL_REASON_PREFIX } from "../../../../src/domain/appointmentRules.ts"
import { seedAppointmentFor } from "../../../../sandbox/booking/appointmentsFor.ts"
import { minutesFromNow } from "../../sandbox/booking/support.ts"
import { storeOn } from "./support.ts"
import { testClock } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const arrivalReasonOf = (reservationId: number) =>
  (
    sandbox.db.prepare("SELECT arrival_reason FROM booking_reservations WHERE id = ?").get(reservationId) as {
      arrival_reason: string | null
    }
  ).arrival_reason

describe("the patient's appointments against the sandbox", () => {
  it("loads by ids in the order asked, leaving out what is not the patient's", async () => {
    const a = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 5), { practitionerId: "10412" })
    const b = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 6), { practitionerId: "10620" })
    const other = seedAppointmentFor(sandbox.db, "jari", minutesFromNow(60 * 24 * 7), {
      practitionerId: "20411",
    })
    const { store } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.byIds.loadByIds(`${b.appointmentId},${other.appointmentId},${a.appointmentId}`)
    expect(store.appointments.byIds.status).toBe("loaded")
    expect(store.appointments.byIds.items.map((item) => item.id)).toEqual([b.appointmentId, a.appointmentId])
    await store.appointments.byIds.loadByIds(other.appointmentId)
    expect(store.appointments.byIds.isEmpty).toBe(true)
  })

  it("lists the upcoming ones with the seeded cancelled one marked", async () => {
    const { store } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.upcoming.loadUpcoming()
    const items = store.appointments.upcoming.items
    expect(items.length).toBeGreaterThan(0)
    expect(items.some((item) => item.isCancelled)).toBe(true)
    const starts = items.map((item) => Date.parse(item.appointment.startDate))
    expect(starts).toEqual([...starts].sort((x, y) => x - y))
  })

  it("saves the arrival reason with the fixed Finnish phrase, and refuses over 300 characters", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 8), {
      practitionerId: "10733",
    })
    const { store } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    const reason = own.arrivalReason
    expect(reason.canSave).toBe(false)
    reason.setText("x".repeat(301))
    expect(reason.isTooLong).toBe(true)
    expect(reason.canSave).toBe(false)
    expect(await reason.save(own.id)).toBe(false)
    reason.setText("x".repeat(300))
    expect(reason.isTooLong).toBe(false)
    reason.setText("  Kurkkukipua kolme päivää.  ")
    const saving = reason.save(own.id)
    expect(reason.isSaving).toBe(true)
    expect(await saving).toBe(true)
    expect(reason.state).toBe("saved")
    expect(arrivalReasonOf(seeded.reservationId)).toBe(`${ARRIVAL_REASON_PREFIX}Kurkkukipua kolme päivää.`)
    expect(reason.text).toBe("  Kurkkukipua kolme päivää.  ")
  })

  it("says failed when the arrival reason is not saved", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 9), {
      practitionerId: "10815",
    })
    const { store } = storeOn(sandbox, sandbox.login("aino"), (request) => {
      if (request.url.includes("arrival-reason")) request.headers.set("x-sandbox-fault", "failure")
      return globalThis.fetch(request)
    })
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    own.arrivalReason.setText("Selkäkipu")
    expect(await own.arrivalReason.save(own.id)).toBe(false)
    expect(own.arrivalReason.state).toBe("failed")
    expect(arrivalReasonOf(seeded.reservationId)).toBeNull()
  })

  it("checks in inside the window: the room, then no check-in button and no cancel", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(20), { practitionerId: "10234" })
    const { store, events } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    expect(own.checkInStatusAt(testClock())).toBe("allowed")
    expect(own.showsCheckInButton).toBe(true)
    await own.checkInNow()
    expect(own.checkIn.state).toBe("success")
    // read again in the page's language (the check-in's own answer is in the session's)
    expect(own.checkIn.room).toEqual({ location: "5. krs, huone 512" })
    expect(own.room).toEqual({ location: "floor 5, room 512" })
    expect(own.checkInStatusAt(testClock())).toBe("checkedIn")
    expect(own.showsCheckInButton).toBe(false)
    expect(own.showsCancel).toBe(false)
    expect(events).toContainEqual({ event: "check_in", result: "success" })
  })

  it("is too early until 30 minutes before the start, on the page's own clock too", async () => {
    const start = minutesFromNow(50)
    const seeded = seedAppointmentFor(sandbox.db, "aino", start, { practitionerId: "10871" })
    const { store } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    expect(own.checkInStatusAt(testClock())).toBe("tooEarly")
    expect(own.checkInStatusAt(start.getTime() - 29 * 60_000)).toBe("allowed")
    await own.checkIn.checkIn(own.id)
    expect(own.checkIn.state).toBe("too-early")
  })

  it("shows the consent notice instead of the button and cancel for a patient without consent", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "oskari", minutesFromNow(60 * 24 * 4), {
      practitionerId: "10577",
    })
    const { store } = storeOn(sandbox, sandbox.login("oskari"))
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    expect(own.showsCancel).toBe(true)
    await own.checkIn.checkIn(own.id)
    expect(own.checkIn.state).toBe("consent-needed")
    expect(own.showsCheckInButton).toBe(false)
    expect(own.showsCancel).toBe(false)
  })

  it("cancels after the confirmation, records the event, and the slot is free again", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 10), {
      practitionerId: "11021",
    })
    const { store, events } = storeOn(sandbox, sandbox.login("aino"))
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    expect(own.showsCancel).toBe(true)
    own.cancel.askToConfirm()
    expect(own.cancel.state).toBe("confirming")
    own.cancel.dismiss()
    expect(own.cancel.state).toBe("idle")
    own.cancel.askToConfirm()
    expect(await own.cancel.cancel(own.id)).toBe(true)
    expect(own.cancel.state).toBe("cancel-success")
    expect(own.isCancelled).toBe(true)
    expect(events).toContainEqual({ event: "appointment_cancelled", loggedIn: true })
    const slot = await sandbox.get<{ isReserved: boolean }>(
      `/api/appointments/${seeded.appointmentId}?lang=fi`,
    )
    expect(slot.json.isReserved).toBe(false)
  })

  it("is too late within 24 hours, and a failure otherwise", async () => {
    const soon = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 5), { practitionerId: "11133" })
    const later = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 11), {
      practitionerId: "11248",
    })
    const { store } = storeOn(sandbox, sandbox.login("aino"), (request) => {
      if (request.method === "DELETE" && request.url.includes(later.appointmentId))
        request.headers.set("x-sandbox-fault", "failure")
      return globalThis.fetch(request)
    })
    await store.appointments.byIds.loadByIds(`${soon.appointmentId},${later.appointmentId}`)
    const [first, second] = store.appointments.byIds.items
    expect(first!.appointment.mayCancel).toBe(false)
    expect(first!.showsCancel).toBe(false)
    expect(first!.isTooLateToCancel).toBe(true)
    expect(second!.isTooLateToCancel).toBe(false)
    expect(await first!.cancel.cancel(first!.id)).toBe(false)
    expect(first!.cancel.state).toBe("cancel-too-late")
    expect(await second!.cancel.cancel(second!.id)).toBe(false)
    expect(second!.cancel.state).toBe("cancel-failure")
    // the backend answered: calling customer service is the way on, not pressing again
    expect(second!.cancel.retryable).toBe(false)
  })

  it("a failure without an answer (here a 503) may be tried again, and the retry cancels", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "aino", minutesFromNow(60 * 24 * 12), {
      practitionerId: "12159",
    })
    let fail = true
    const { store } = storeOn(sandbox, sandbox.login("aino"), (request) => {
      if (fail && request.method === "DELETE") request.headers.set("x-sandbox-fault", "status=503")
      return globalThis.fetch(request)
    })
    await store.appointments.byIds.loadByIds(seeded.appointmentId)
    const own = store.appointments.byIds.items[0]!
    expect(await own.cancel.cancel(own.id)).toBe(false)
    expect(own.cancel.state).toBe("cancel-failure")
    expect(own.cancel.retryable).toBe(true)
    fail = false
    own.cancel.askToConfirm()
    expect(await own.cancel.cancel(own.id)).toBe(true)
    expect(own.cancel.state).toBe("cancel-success")
  })
})

describe("the appointment by link and the front page", () => {
  it("reads both forms of the link, and says cancelled or not found", async () => {
    const seeded = seedAppointmentFor(sandbox.db, "raili", minutesFromNow(60 * 24 * 3), {
      practitionerId: "11360",
    })
    const cancelled = seedAppointmentFor(sandbox.db, "raili", minutesFromNow(60 * 24 * 4), {
      practitionerId: "11472",
      cancelled: true,
    })
    const { store } = storeOn(sandbox)
    const page = store.appointments.anonymous
    await page.load(seeded.link)
    expect(page.status).toBe("loaded")
    expect(page.appointment?.id).toBe(seeded.appointmentId)
    await page.load(seeded.appointmentId)
    expect(page.status).toBe("loaded")
    await page.load(cancelled.link)
    expect(page.status).toBe("already-cancelled")
    await page.load("OTk5OTk5OTlfYWJj")
    expect(page.status).toBe("appointment-not-found")
    page.cancel.requireLogin()
    expect(page.cancel.state).toBe("login-required")
  })

  it("gives the front page's first name and appointments by day", async () => {
    const { store } = storeOn(sandbox, sandbox.login("aino"))
    await store.front.frontPage.load()
    expect(store.front.frontPage.status).toBe("loaded")
    expect(store.front.frontPage.firstName).toBe("Aino")
    const days = store.front.frontPage.appointmentSummaries!
    expect(days.length).toBeGreaterThan(0)
    expect(days[0]!.items[0]!.link.route).toBe("appointmentsByIds")
  })
})
