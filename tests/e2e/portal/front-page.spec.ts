import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { openLoggedIn } from "./appointmentSupport.ts"

// The logged-in front page in Finnish. An anonymous visitor's redirect to the booking landing and a patient without
// appointments, in fi, sv and en, are component tests (tests/unit/views/front/frontPageStates.test.tsx).

// Journeys with a login and axe after each step: more than the default 30 s on a
// shared machine
test.describe.configure({ timeout: 90_000 })

test.describe("the logged-in front page", () => {
  test("greets by first name and sums up the appointments with book and show-all links", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", "/fi")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hei, Aino!")
    const block = page.getByRole("region", { name: "Ajanvaraukset" })
    await expect(block.getByRole("link", { name: "Varaa aika" })).toHaveAttribute("href", "/fi/ajanvaraus")
    await expect(block.getByRole("link", { name: "Näytä kaikki ajanvaraukset" })).toHaveAttribute(
      "href",
      "/fi/ajanvaraukset",
    )
    await expect(block.getByRole("listitem").first()).toBeVisible()
    await expectAccessible("front page, fi")

    await block.getByRole("listitem").getByRole("link").first().click()
    await expect(page).toHaveURL(/\/fi\/ajanvaraukset\/[0-9]+$/)
  })

  test("on a phone, nothing in view moves as the page's blocks, the menu and the footer arrive (CLS under 0.1)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await openLoggedIn(page, "/fi/ajanvaraukset", "aino")
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/fi")
    await expect(
      page.getByRole("region", { name: "Ajanvaraukset" }).getByRole("listitem").first(),
    ).toBeVisible()
    await expect(page.getByRole("region", { name: "Viestit" }).getByRole("status")).toHaveCount(0)
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    // the largest burst is at most the sum of all; 0.1 is the 'good' boundary of Core Web Vitals
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1)
  })
})
