import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { helsinkiDay } from "../clock.ts"

const WEEKDAYS_FI = "(maanantai|tiistai|keskiviikko|torstai|perjantai|lauantai|sunnuntai)"
// today's cell says so between the date and its availability
const FREE_DAY = new RegExp(`^${WEEKDAYS_FI} \\d{1,2}\\.\\d{1,2}\\.\\d{4}(, tänään)?, vapaita aikoja`)
const DAY_NAME = new RegExp(`^${WEEKDAYS_FI} (\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})`)

/** yyyy-MM-dd of a cell's or button's name that starts "maanantai 24.11.2026". */
function isoOfName(name: string): string {
  const match = DAY_NAME.exec(name)
  if (!match) throw new Error(`not a day: ${name}`)
  const [, , day, month, year] = match as unknown as [string, string, string, string, string]
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`
}

/** yyyy-MM-dd of a card heading "Maanantai 24.11.2026 10:30". */
function isoOfCard(text: string): string {
  const match = /(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(text)
  if (!match) throw new Error(`no date: ${text}`)
  const [, day, month, year] = match as unknown as [string, string, string, string]
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`
}

function firstOfNextMonthInHelsinki(): string {
  const today = helsinkiDay()
  const [year, month] = today.split("-").map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`
}

// the visible month heading is aria-hidden: react-aria announces the month with the calendar's name
const calendar = (page: Page) => page.getByRole("application", { name: /Valitse päivä/ })
const freeDays = (page: Page) => calendar(page).locator("[role=button][data-free]")
/**
 * Waits for the month's availability and shows the first month with free days: late on a month's last day nothing
 * of it is free any more, and the next month has them.
 */
async function showFreeDays(page: Page): Promise<void> {
  await expect(calendar(page).locator("[role=button][aria-label*='vapaita aikoja']").first()).toBeAttached()
  if ((await freeDays(page).count()) === 0) {
    await calendar(page).getByRole("button", { name: "Seuraava kuukausi" }).click()
  }
  await expect(freeDays(page).first()).toBeVisible()
}
const firstCardDay = async (page: Page) =>
  isoOfCard(await page.getByRole("list", { name: "Vapaat ajat" }).getByRole("heading").first().innerText())

test.describe("booking calendar", () => {
  test("names each day with its weekday, date and availability, moves by arrow keys and chooses with Enter, offers the free days as a list, and loads the next month", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus/yksityisasiakas")
    await showFreeDays(page)
    const free = freeDays(page)
    for (const name of await free.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute("aria-label")),
    )) {
      expect(name).toMatch(FREE_DAY)
    }
    // every day not highlighted and not past says it has no free times
    const plain = calendar(page).locator("[role=button]:not([data-free]):not([data-disabled])")
    for (const name of await plain.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute("aria-label")),
    )) {
      expect(name).toMatch(/, ei vapaita aikoja/)
    }
    await expect(calendar(page).locator(".calendar__heading")).toHaveText(/^[a-zäö]+ \d{4}$/i)
    // weeks start on Monday: the first day of the month's second week is a Monday
    const secondWeek = calendar(page).getByRole("grid").locator("tbody tr").nth(1)
    await expect(secondWeek.getByRole("button").first()).toHaveAttribute("aria-label", /^maanantai /)
    await expectAccessible("calendar, loaded")

    // the arrow keys, and Enter starts the list from the chosen day
    await free.first().focus()
    const start = (await free.first().getAttribute("aria-label")) ?? ""
    await page.keyboard.press("ArrowRight")
    const next = page.locator(":focus")
    await expect(next).not.toHaveAttribute("aria-label", start)
    await page.keyboard.press("ArrowLeft")
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", start)
    await page.keyboard.press("ArrowDown")
    const chosen = isoOfName((await page.locator(":focus").getAttribute("aria-label")) ?? "")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`startDate=${chosen}`))
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", /, valittu$/)
    await expect.poll(async () => (await firstCardDay(page)) >= chosen).toBe(true)
    await expectAccessible("calendar, a day chosen")

    // the free days as a plain list: its last day starts the list
    await page.getByRole("button", { name: "Vapaat päivät listana" }).click()
    const list = page.locator(".free-days").getByRole("button")
    await expect(list.first()).toHaveText(DAY_NAME)
    const name = await list.last().innerText()
    const fromList = isoOfName(name.charAt(0).toLowerCase() + name.slice(1))
    await list.last().click()
    await expect(page).toHaveURL(new RegExp(`startDate=${fromList}`))
    await expect(list.last()).toHaveAttribute("aria-pressed", "true")
    await expect.poll(() => firstCardDay(page)).toBe(fromList)
    await expectAccessible("calendar, list of free days")

    // the month after the one shown asks from its first day
    const request = page.waitForRequest((r) => {
      const startDate = new URL(r.url()).searchParams.get("startDate") ?? ""
      return (
        new URL(r.url()).pathname === "/api/appointments/available-appointment-dates" &&
        /^\d{4}-\d{2}-01$/.test(startDate) &&
        startDate >= firstOfNextMonthInHelsinki()
      )
    })
    const heading = await calendar(page).locator(".calendar__heading").innerText()
    await calendar(page).getByRole("button", { name: "Seuraava kuukausi" }).click()
    await request
    await expect(calendar(page).locator(".calendar__heading")).not.toHaveText(heading)
    await expect(freeDays(page).first()).toHaveAttribute("aria-label", FREE_DAY)
    await expectAccessible("calendar, next month")
  })

  test("collapses behind a toggle on a phone @mobile", async ({ page, expectAccessible, isMobile }) => {
    test.skip(!isMobile, "the toggle is for small screens")
    await page.goto("/fi/ajanvaraus/yksityisasiakas")
    const toggle = page.getByRole("button", { name: "Kalenteri" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(calendar(page)).toBeHidden()
    await expectAccessible("calendar, closed on a phone")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await showFreeDays(page)
    await expectAccessible("calendar, open on a phone")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})

// one language (sv): the cards' texts and formats in fi, sv and en are tests/unit/views/booking/appointmentCard.test.tsx's
test.describe("appointment cards", () => {
  test("show the picture, the public profile and the Kela65 price in sv; no price at all on the insurance list", async ({
    page,
  }) => {
    await page.goto("/sv/tidsbokning/kela65")
    const card = page.getByRole("article").first()
    await expect(page.getByRole("article").locator("img").first()).toHaveAttribute("alt", "")
    const profile = page.getByRole("link", { name: /profil på vår webbplats/ }).first()
    await expect(profile).toHaveAttribute("href", /^https:\/\/www\.[^/]+\/asiantuntijat\/\d+-3$/)
    await expect(card).toContainText(/Prisuppskattning 28,20\s€/)

    await page.goto("/sv/tidsbokning/forsakring")
    await expect(page.getByRole("article").first()).toBeVisible()
    await expect(page.getByText(/Prisuppskattning/)).toHaveCount(0)
  })
})
