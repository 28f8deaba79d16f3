// The kiosk booking grid's page helpers: the searches the list makes, and what a screen shows without scrolling.
import type { Locator, Page, Response } from "@playwright/test"
import { parseInstant, toIsoDate } from "../../../src/domain/dates.ts"
import { formatTime, formatWeekdayDate } from "../../../src/platform/i18n/format.ts"
import { installSandboxClock } from "../clock.ts"
import { expect } from "../fixtures.ts"
import { provision } from "./kiosk.ts"

export type Slot = {
  id: string
  startDate: string
  requiresAuthToReserve: boolean
  clinic: { id: string; name: string; cmsContent: { name?: string } }
  practitioner: { name: string; title?: string }
}

export const LANDSCAPE = { width: 1180, height: 820 }
export const PORTRAIT = { width: 820, height: 1180 }

/** The kiosk bound to Kamppi, at the sandbox's now, on a tablet screen (landscape unless told). */
export async function kamppiKiosk(page: Page, viewport = LANDSCAPE): Promise<void> {
  await installSandboxClock(page)
  await page.setViewportSize(viewport)
  await provision(page, "KAMPPI")
}

export const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

/** The free times a search answered, after `action` starts it. */
export async function searchedBy(page: Page, action: () => Promise<void>): Promise<Slot[]> {
  const searched = page.waitForResponse(isSearch)
  await action()
  const { availableAppointments } = (await (await searched).json()) as {
    availableAppointments: { appointments: Slot[] }
  }
  return availableAppointments.appointments
}

/** The free times of the first Helsinki day among `slots` (the day the grid shows). */
export function firstDay(slots: readonly Slot[]): { day: string; slots: Slot[] } {
  const day = slots.length > 0 ? toIsoDate(parseInstant(slots[0]!.startDate)) : ""
  return { day, slots: slots.filter((slot) => toIsoDate(parseInstant(slot.startDate)) === day) }
}

/** A time button's accessible name as the kiosk gives it in Finnish ('tiistai 24.11.2026, 9:30, …'). */
export function timeName(slot: Slot): string {
  const start = parseInstant(slot.startDate)
  const practitioner = slot.practitioner.title
    ? `${slot.practitioner.name}, ${slot.practitioner.title}`
    : slot.practitioner.name
  const place = slot.clinic.cmsContent.name ?? slot.clinic.name
  return `${formatWeekdayDate(start, "fi")}, ${formatTime(start)}, ${practitioner}, ${place}`
}

/** The time buttons of the grid. */
export function timeButtons(page: Page): Locator {
  return page.getByRole("tabpanel").locator("button[data-appointment-id]")
}

/** How many of `locator`'s elements lie wholly inside the viewport as it is (the page not scrolled). */
export async function countInView(page: Page, locator: Locator): Promise<number> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const viewport = page.viewportSize()!
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )
  return boxes.filter(
    (box) => box.top >= 0 && box.left >= 0 && box.bottom <= viewport.height && box.right <= viewport.width,
  ).length
}

/** `locator` is in view without scrolling: the screen's main action is a touch away. */
export async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible()
  expect(await countInView(page, locator), `${what} in view at ${JSON.stringify(page.viewportSize())}`).toBe(
    1,
  )
}

/** Nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
}
