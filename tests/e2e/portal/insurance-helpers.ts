import type { APIRequestContext, Page, Request } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { weekdayAhead } from "./booking-loggedin.helpers.ts"
import { SANDBOX_URL } from "../ports.ts"

export { SANDBOX_URL }
export const INSURANCE_LIST = "/en/booking/insurance"

/** Opens the insurance list on a weekday of the test's own, then the first appointment's reservation page. */
export async function reserveFromList(page: Page, weekday: number): Promise<string> {
  await page.goto(`${INSURANCE_LIST}?startDate=${weekdayAhead(16 + weekday)}`)
  const cards = page.getByRole("list", { name: "Free appointments" }).getByRole("listitem")
  await cards.first().getByRole("link", { name: "Reserve" }).click()
  await expect(page).toHaveURL(/\/en\/available-appointments\/insurance\/\d+$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve an appointment")
  return new URL(page.url()).pathname.split("/").at(-1)!
}

export const isReserve = (request: Request) => new URL(request.url()).pathname === "/api/reserve-appointment"

/** Sends the booking and returns what the page posted. */
export async function reserve(page: Page): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest(isReserve)
  await page.getByRole("button", { name: "Reserve appointment" }).click()
  const body = (await sent).postDataJSON() as Record<string, unknown>
  await expect(
    page.getByRole("heading", { level: 1, name: "Your appointment has been reserved" }),
  ).toBeVisible()
  return body
}

/** What the sandbox recorded for the slot's reservation (its admin route): the concept code and the permit. */
export async function recordedReservation(
  request: APIRequestContext,
  appointmentId: string,
): Promise<{ conceptCode: string | null; dcpContentHash: string | null }> {
  const answer = await request.get(`${SANDBOX_URL}/__sandbox/reservations/${appointmentId}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { conceptCode: string | null; dcpContentHash: string | null }
}
