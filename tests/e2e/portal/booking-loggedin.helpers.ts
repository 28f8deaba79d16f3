import type { Page, Response } from "@playwright/test"
import { expect } from "../fixtures.ts"
import { helsinkiDay } from "../clock.ts"

export type Lang = "fi" | "sv" | "en"
export type Slot = { id: string; startDate: string; kindId: string }

export const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

/**
 * The n-th weekday (Mon–Fri) from three days ahead in Helsinki. Each test that books takes an n of its own, so that
 * no two tests (in parallel workers) reserve the same first free slot, whatever weekday the suite runs on:
 * booking-reservation 0-6, booking-loggedin 7-9, booking-loggedin-registration 10-11, in-app-booking 12,
 * insurance (reserveFromList) 16-23, kela65-booking 24, 29 and 34 (the Kela65 kinds are sparse: a list's first
 * free time may be days after its start, so those tests start a week apart).
 */
export function weekdayAhead(n: number): string {
  const day = new Date(`${helsinkiDay()}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 3)
  for (let found = 0; ; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue
    if (found++ === n) return day.toISOString().slice(0, 10)
  }
}

/** Opens a list from a day and returns the appointments the search answered with, in the cards' order. */
export async function openList(page: Page, listPath: string, day: string): Promise<Slot[]> {
  // this page's search (from `day`), not one of the page before it that may still be answering
  const searched = page.waitForResponse(
    (response) => isSearch(response) && new URL(response.url()).searchParams.get("startDate") === day,
  )
  await page.goto(`${listPath}?startDate=${day}`)
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: Slot[] }
  }
  expect(availableAppointments.appointments.length).toBeGreaterThan(0)
  return availableAppointments.appointments
}

/** On an open list, Reserve on the first free appointment. */
export async function reserveFirstFree(page: Page): Promise<void> {
  await page
    .getByRole("list", { name: "Free appointments" })
    .getByRole("listitem")
    .first()
    .getByRole("link", { name: "Reserve" })
    .click()
}

/** The analytics events the page pushed to its data layer (names and facts only). */
export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map((entry) =>
      Object.fromEntries(Object.entries(entry).filter(([, value]) => typeof value !== "function")),
    ),
  )
}
