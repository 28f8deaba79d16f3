// Fault-matrix rows of the patient's appointments: cancel, check-in logged in and by link, the arrival reason
// (see faultMatrix.ts). Each seeds an appointment of its own for Hanna Rautio, the suite's persona, with a
// practitioner no other spec seeds (a seed clears the practitioner's overlapping time: sandbox/booking/appointmentsFor.ts).
import type { Page } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { codesOf, seedAppointment, typeCode } from "../portal/appointmentSupport.ts"
import { logIn, reservationOf, text, type FaultRow, type RowContext } from "./faultMatrix.ts"

const PERSONA = "hanna"
const PERSONA_NAME = "Hanna Rautio"
const CODE_GROUP = "Last 4 characters of your personal identity code"

/** Seeds the appointment and opens the patient's own page of it, logged in. */
async function openOwn({ page, request }: RowContext, startsInMinutes: number, practitionerId: string) {
  const seeded = await seedAppointment(request, PERSONA, startsInMinutes, { practitionerId })
  await logIn(page, PERSONA_NAME, `/en/appointments/${seeded.appointmentId}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment")
  return seeded
}

const pressCheckIn = (page: Page) =>
  page.getByRole("region", { name: "Check-in" }).getByRole("button", { name: /^(Check in|Try again)$/ })

export const cancel: FaultRow = {
  flow: "cancel",
  operationId: "cancelAppointment",
  messages: {
    drop: text("appointments:cancel.error"),
    "status=503": text("appointments:cancel.error"),
    timeout: text("appointments:cancel.error"),
  },
  noInput: "nothing is typed: the confirmation dialog's choice is made again on the retry",
  async start(context) {
    const { page, request } = context
    const seeded = await openOwn(context, 60 * 24 * 6, "11823")
    return {
      async submit(press) {
        await page.getByRole("button", { name: "Cancel appointment" }).click()
        await press(
          page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel the appointment" }),
        )
      },
      succeeded: () => expect(page.getByRole("status").getByText("Appointment canceled")).toBeVisible(),
      changes: async () => ((await reservationOf(request, seeded.appointmentId)).cancelled ? 1 : 0),
    }
  },
  noRace:
    "a second browser's cancel of the same appointment is the sandbox's unit case (ownAppointments.test.ts)",
}

export const checkIn: FaultRow = {
  flow: "check-in, logged in",
  operationId: "checkInToAppointment",
  messages: {
    drop: text("appointments:checkIn.networkError"),
    "status=503": text("appointments:checkIn.failed"),
    timeout: text("appointments:checkIn.networkError"),
  },
  noInput: "nothing is typed: the check-in button is the whole form",
  async start(context) {
    const { page, request } = context
    const seeded = await openOwn(context, 15, "10577")
    return {
      submit: (press) => press(pressCheckIn(page)),
      succeeded: () => expect(page.getByText(text("appointments:checkIn.checkedIn"))).toBeVisible(),
      changes: async () => ((await reservationOf(request, seeded.appointmentId)).checkedIn ? 1 : 0),
    }
  },
  noRace:
    "the kiosk row checks in the same way at the front desk; two check-ins of one visit are the same state",
}

export const anonymousCheckIn: FaultRow = {
  flow: "check-in by the appointment link",
  operationId: "checkInAnonymously",
  messages: {
    drop: text("appointments:checkIn.networkError"),
    "status=503": text("appointments:checkIn.failed"),
    timeout: text("appointments:checkIn.networkError"),
  },
  async start({ page, request }) {
    const seeded = await seedAppointment(request, PERSONA, 10, { practitionerId: "10815" })
    await page.goto(`/en/appointment/${seeded.link}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment")
    await page.getByRole("button", { name: "Check in" }).click()
    await typeCode(page, CODE_GROUP, codesOf(PERSONA).right)
    return {
      submit: (press) => press(page.getByRole("button", { name: /^(Confirm check-in|Try again)$/ })),
      // the code is held for the retry: it sends the same code without asking it again
      kept: () => expect(page.getByRole("button", { name: "Try again" })).toBeVisible(),
      succeeded: () => expect(page.getByText(text("appointments:checkIn.checkedIn"))).toBeVisible(),
      changes: async () => ((await reservationOf(request, seeded.appointmentId)).checkedIn ? 1 : 0),
    }
  },
  noRace: "as the logged-in check-in: one visit has one checked-in state",
}

export const arrivalReason: FaultRow = {
  flow: "arrival reason",
  operationId: "saveArrivalReason",
  messages: {
    drop: text("appointments:arrivalReason.failed"),
    "status=503": text("appointments:arrivalReason.failed"),
    timeout: text("appointments:arrivalReason.failed"),
  },
  async start(context) {
    const { page, request } = context
    const seeded = await openOwn(context, 60 * 24 * 5, "11021")
    const field = page.getByRole("textbox", { name: "Reason for your visit" })
    await field.fill("Headache for a week.")
    return {
      submit: (press) => press(page.getByRole("button", { name: "Save", exact: true })),
      kept: () => expect(field).toHaveValue("Headache for a week."),
      succeeded: () =>
        expect(page.getByRole("status").getByText("Preliminary information saved.")).toBeVisible(),
      changes: async () =>
        (await reservationOf(request, seeded.appointmentId)).arrivalReasonLength > 0 ? 1 : 0,
    }
  },
  noRace: "a save overwrites the one arrival reason of a visit: the last one stands by design",
}
