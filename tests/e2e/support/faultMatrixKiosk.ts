// Fault-matrix rows of the lobby kiosk: check-in with the booking code and the keypad, and booking at the clinic
// (see faultMatrix.ts). The kiosk's check-in sends the same operation as the link's, through the kiosk's own
// screens (a result screen, a network-error screen); its booking is the anonymous reservation's form in the kiosk.
import { practitionerById } from "../../../sandbox/booking/catalog/practitioners.ts"
import { personaById } from "../../../sandbox/personas.ts"
import { expect } from "../fixtures.ts"
import { provision, tapCode } from "../kiosk/kiosk.ts"
import { seedAppointment } from "../portal/appointmentSupport.ts"
import { weekdayAhead } from "../portal/booking-loggedin.helpers.ts"
import { SANDBOX_URL } from "../ports.ts"
import { reservationOf, text, type FaultRow } from "./faultMatrix.ts"

const PERSONA = "hanna"
// a practitioner no other spec seeds (a seed clears the practitioner's overlapping time), at their first clinic
const PRACTITIONER = "11604"
// weekdayAhead's n (see booking-loggedin.helpers.ts), shared with the portal's anonymous row: that one takes the
// first slots of the day's list, this one the day's last at one clinic
const BOOKING_DAY = 13
const BOOKING_CLINIC = "ITAKESKUS"

export const kioskCheckIn: FaultRow = {
  flow: "kiosk check-in",
  operationId: "checkInAnonymously",
  messages: {
    drop: text("kiosk:checkIn.results.network"),
    "status=503": text("kiosk:checkIn.results.failure"),
    timeout: text("kiosk:checkIn.results.network"),
  },
  async start({ page, request }) {
    const appointment = await seedAppointment(request, PERSONA, 20, { practitionerId: PRACTITIONER })
    await provision(page, practitionerById(PRACTITIONER)!.clinicIds[0])
    await page.getByRole("button", { name: "English" }).click()
    await page.getByRole("link", { name: "Check in" }).click()
    await page.getByLabel("Booking code").fill(appointment.appointmentId)
    await page.getByRole("button", { name: "Find my appointment" }).click()
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible()
    await tapCode(page, personaById(PERSONA)!.ssn.slice(-4))
    return {
      submit: (press) => press(page.getByRole("button", { name: /^(Check in|Try again)$/ })),
      // the code is held for the retry: it sends the same code without asking it again
      kept: () => expect(page.getByRole("button", { name: "Try again" })).toBeVisible(),
      succeeded: () => expect(page.getByRole("heading", { level: 1 })).toHaveText("You have checked in"),
      changes: async () => ((await reservationOf(request, appointment.appointmentId)).checkedIn ? 1 : 0),
    }
  },
  noRace: "the portal rows check the same visit in once; the kiosk and a phone give the same one state",
}

type Slot = { id: string; requiresAuthToReserve: boolean }

// in Finnish, the kiosk's default language (the other rows read English)
const kioskFields = [
  ["Etunimi", "Kaarlo"],
  ["Sukunimi", "Fault"],
  ["Henkilötunnus", "160370-399N"],
  ["Puhelinnumero", "+358405559900"],
  ["Sähköpostiosoite", "kaarlo.fault@example.fi"],
] as const

export const kioskBooking: FaultRow = {
  flow: "kiosk booking",
  operationId: "reserveAppointmentAnonymously",
  messages: {
    drop: text("booking:reservation.errors.networkError", {}, "fi"),
    "status=503": text("booking:reservation.errors.unknownError", {}, "fi"),
    timeout: text("booking:reservation.errors.networkError", {}, "fi"),
  },
  async start({ page, request }) {
    const day = weekdayAhead(BOOKING_DAY)
    const query = new URLSearchParams({ lang: "en", startDate: day, endDate: day, clinicIds: BOOKING_CLINIC })
    const search = await request.get(`${SANDBOX_URL}/api/appointments?${query.toString()}`)
    const { availableAppointments } = (await search.json()) as {
      availableAppointments: { appointments: Slot[] }
    }
    const slot = availableAppointments.appointments
      .filter((candidate) => !candidate.requiresAuthToReserve)
      .at(-1)
    expect(slot, `a free slot at ${BOOKING_CLINIC} on ${day}`).toBeDefined()
    await provision(page, BOOKING_CLINIC)
    // straight to the slot's form (the list's own flow is the kiosk specs')
    await page.goto(`/kiosk/fi/kirjautumattomat-kayttajat/vapaat-ajat/${slot!.id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    for (const [label, value] of kioskFields)
      await page.getByRole("textbox", { name: label, exact: true }).fill(value)
    await page.getByText("Hyväksyn käyttöehdot", { exact: true }).click()
    return {
      submit: (press) => press(page.getByRole("button", { name: "Varaa aika" })),
      async kept() {
        for (const [label, value] of kioskFields)
          await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue(value)
      },
      succeeded: () => expect(page.getByRole("heading", { level: 1 })).toHaveText("Aikasi on varattu"),
      changes: async () => (await reservationOf(request, slot!.id)).reservations,
    }
  },
  noRace: "the portal's anonymous row races two visitors for one slot through the same form and operation",
}
