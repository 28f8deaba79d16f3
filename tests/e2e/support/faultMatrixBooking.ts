// Fault-matrix rows of booking: the anonymous and the logged-in reservation (see faultMatrix.ts).
import type { Locator, Page, Response } from "@playwright/test"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { installSandboxClock } from "../clock.ts"
import { expect } from "../fixtures.ts"
import { weekdayAhead } from "../portal/booking-loggedin.helpers.ts"
import { logIn, reservationOf, text, type FaultRow, type RowContext } from "./faultMatrix.ts"

const PRIVATE_LIST = "/en/booking/private-customer"
// weekdayAhead's n of this suite (see booking-loggedin.helpers.ts): 13 anonymous, 15 logged in
const ANONYMOUS_DAY = 13
const LOGGED_IN_DAY = 15

type Slot = { id: string; requiresAuthToReserve: boolean }
const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

/** Opens the private list from a day and answers its free slots (the search's answer) and their cards. */
async function openList(page: Page, day: string): Promise<{ slots: Slot[]; cards: Locator }> {
  const searched = page.waitForResponse(
    (response) => isSearch(response) && new URL(response.url()).searchParams.get("startDate") === day,
  )
  await page.goto(`${PRIVATE_LIST}?startDate=${day}`)
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: Slot[] }
  }
  const cards = page.getByRole("list", { name: "Free appointments" }).getByRole("listitem")
  return { slots: availableAppointments.appointments, cards }
}

/** A valid identity code of this suite's own (individual numbers 300+, the reservation specs use 200+). */
function ssnFor(n: number): string {
  const date = `160370`
  const individual = String(300 + n)
  return `${date}-${individual}${checkCharacterFor(date, individual)}`
}

const anonymousFields = (n: number) =>
  [
    ["First name", "Maija"],
    ["Last name", "Fault"],
    ["Personal identity code", ssnFor(n)],
    ["Phone number", "+358405557788"],
    ["Email address", `maija.${n}@example.fi`],
  ] as const

async function fillAnonymous(page: Page, n: number): Promise<void> {
  for (const [label, value] of anonymousFields(n))
    await page.getByRole("textbox", { name: label, exact: true }).fill(value)
  await page.getByText("I accept the terms of use", { exact: true }).click()
}

/** Reaches the reservation form of the free slot an anonymous visitor may book (the first, or the last). */
async function openAnonymousForm(page: Page, which: "first" | "last"): Promise<string> {
  const { slots, cards } = await openList(page, weekdayAhead(ANONYMOUS_DAY))
  const open = slots.flatMap((slot, index) => (slot.requiresAuthToReserve ? [] : [index]))
  expect(open.length, "free slots an anonymous visitor may book").toBeGreaterThan(1)
  const index = which === "first" ? open[0]! : open.at(-1)!
  await cards.nth(index).getByRole("link", { name: "Reserve" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
  return slots[index]!.id
}

// the anonymous and the logged-in forms say the shared errors in one wording (the reservation's texts)
const reservationMessages = () => ({
  drop: text("booking:reservation.errors.networkError"),
  "status=503": text("booking:reservation.errors.unknownError"),
  timeout: text("booking:reservation.errors.networkError"),
})

const reserved = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" })).toBeVisible()

export const anonymousReservation: FaultRow = {
  flow: "anonymous reservation",
  operationId: "reserveAppointmentAnonymously",
  messages: reservationMessages(),
  async start({ page, request }) {
    const slotId = await openAnonymousForm(page, "first")
    await fillAnonymous(page, 0)
    return {
      submit: (press) => press(page.getByRole("button", { name: "Reserve appointment" })),
      async kept() {
        for (const [label, value] of anonymousFields(0))
          await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue(value)
        await expect(page.getByRole("checkbox", { name: "I accept the terms of use" })).toBeChecked()
      },
      succeeded: () => reserved(page),
      changes: async () => (await reservationOf(request, slotId)).reservations,
    }
  },
  async race({ page, request, browser, baseURL }: RowContext) {
    const slotId = await openAnonymousForm(page, "last")
    const other = await browser.newContext({ baseURL })
    try {
      const second = await other.newPage()
      if (process.env.E2E_NOW) await installSandboxClock(second)
      await second.goto(new URL(page.url()).pathname)
      await fillAnonymous(page, 1)
      await fillAnonymous(second, 2)
      const submit = (on: Page) => on.getByRole("button", { name: "Reserve appointment" }).click()
      await Promise.all([submit(page), submit(second)])
      const taken = text("booking:reservation.errors.appointmentNotAvailable")
      const outcome = async (on: Page) => {
        const success = on.getByRole("heading", { level: 1, name: "Your appointment has been reserved" })
        await expect(success.or(on.getByText(taken))).toBeVisible()
        return (await success.isVisible()) ? "reserved" : "taken"
      }
      expect([await outcome(page), await outcome(second)].sort()).toEqual(["reserved", "taken"])
      expect(await reservationOf(request, slotId)).toMatchObject({ reservations: 1, cancelled: false })
    } finally {
      await other.close()
    }
  },
}

export const loggedInReservation: FaultRow = {
  flow: "logged-in reservation",
  operationId: "reserveAppointment",
  messages: reservationMessages(),
  async start({ page, request }) {
    await logIn(page, "Hanna Rautio", PRIVATE_LIST)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const { slots, cards } = await openList(page, weekdayAhead(LOGGED_IN_DAY))
    expect(slots.length, "free slots on the day").toBeGreaterThan(0)
    await cards.first().getByRole("link", { name: "Reserve" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
    const description = page.getByLabel("Reason for the visit (optional)")
    await description.fill("Sore knee after running.")
    return {
      submit: (press) => press(page.getByRole("button", { name: "Reserve appointment" })),
      kept: () => expect(description).toHaveValue("Sore knee after running."),
      succeeded: () => reserved(page),
      changes: async () => (await reservationOf(request, slots[0]!.id)).reservations,
    }
  },
  noRace: "the anonymous row races two visitors for one slot through the same reservation rule",
}
