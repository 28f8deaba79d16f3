import { expect, test, waitForPage } from "../fixtures.ts"
import {
  LANDSCAPE,
  PORTRAIT,
  countInView,
  expectInView,
  expectNoSidewaysScroll,
  firstDay,
  kamppiKiosk,
  searchedBy,
  timeButtons,
  timeName,
  type Slot,
} from "./booking-grid.ts"
import { expectTouchTargets } from "./kiosk.ts"

// Only reads the clinic's free times (nothing is reserved), so other specs' bookings change nothing here that
// the test relies on: each check is against the answer the page itself received.
test.describe.configure({ timeout: 120_000 })

const MIN_IN_VIEW = 8

test.describe("kiosk booking: the time grid", () => {
  test("at 1180 × 820 a day of the clinic's free times shows at least 8 time buttons without scrolling", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await kamppiKiosk(page)
    let slots = await searchedBy(page, () => page.getByRole("link", { name: "Varaa aika" }).click())
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    let shown = firstDay(slots)
    await expect(page.getByRole("tab", { selected: true })).toBeVisible()

    // a day with at least 8 free times (a full page of 20 on one day counts too): try the days in the picker
    const tabs = page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab")
    for (let index = 1; shown.slots.length < MIN_IN_VIEW && index < (await tabs.count()); index++) {
      slots = await searchedBy(page, () => tabs.nth(index).click())
      shown = firstDay(slots)
      await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true")
    }
    expect(
      shown.slots.length,
      "a day with 8 free times at Kamppi among the picker's days",
    ).toBeGreaterThanOrEqual(MIN_IN_VIEW)
    await expect(timeButtons(page)).toHaveCount(shown.slots.length)
    expect(await countInView(page, timeButtons(page))).toBeGreaterThanOrEqual(MIN_IN_VIEW)

    // each button reads in full: date, time, practitioner with title, place
    for (const slot of shown.slots.slice(0, 3)) {
      await expect(page.getByRole("button", { name: timeName(slot), exact: true })).toBeVisible()
    }
    await expectTouchTargets(page, "booking grid, landscape")
    await expectNoSidewaysScroll(page)
    await expectAccessible("booking grid, landscape, fi")
    await page.screenshot({ path: testInfo.outputPath("grid-landscape.png") })

    // with the larger text the grid still fits the width, every target stays finger-sized
    await page.getByRole("button", { name: "Suurempi teksti" }).click()
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large")
    await expectNoSidewaysScroll(page)
    await expectTouchTargets(page, "booking grid, landscape, larger text")
    await expectAccessible("booking grid, landscape, larger text, fi")
    await page.screenshot({ path: testInfo.outputPath("grid-landscape-large.png") })
  })

  test("the days that failed to load say so and load again on Try again", async ({
    page,
    expectAccessible,
  }) => {
    await kamppiKiosk(page)
    // the days' calls answer 503 until the test lifts the fault
    let failing = true
    const isDays = (url: URL) => url.pathname === "/api/appointments/available-appointment-dates"
    await page.route(isDays, async (route) => {
      if (!failing) return route.continue()
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" })
    })
    await page.getByRole("link", { name: "Varaa aika" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    await expect(page.getByRole("status").filter({ hasText: "Päiviä ei voitu hakea." })).toBeVisible()
    await expect(page.getByRole("tablist", { name: "Valitse päivä" })).toHaveCount(0)
    await expectTouchTargets(page, "day picker error")
    await expectAccessible("day picker error, fi")
    failing = false
    await page.getByRole("button", { name: "Yritä uudelleen" }).click()
    await expect(page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab").first()).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "Päiviä ei voitu hakea." })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Yritä uudelleen" })).toHaveCount(0)
  })

  test("the day picker and the times work by keyboard; a chosen time shows its details and goes back", async ({
    page,
    expectAccessible,
  }) => {
    await kamppiKiosk(page)
    await searchedBy(page, () => page.getByRole("link", { name: "Varaa aika" }).click())
    const tabs = page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab")
    await expect(tabs.first()).toBeVisible()
    // late on a month's last day the picker may hold that day alone: the later days are the next month's
    if ((await tabs.count()) < 2) {
      await searchedBy(page, () => page.getByRole("button", { name: "Myöhemmät päivät" }).click())
      await expect(tabs.first()).toBeVisible()
    }
    expect(await tabs.count(), "at least two days with free times in the picker").toBeGreaterThanOrEqual(2)

    // arrows move along the days; Enter chooses one, and its times follow
    const selected = page.getByRole("tab", { selected: true })
    await selected.focus()
    const selectedIndex = await tabs.evaluateAll((elements) =>
      elements.findIndex((element) => element.getAttribute("aria-selected") === "true"),
    )
    const target = tabs.nth(selectedIndex + 1 < (await tabs.count()) ? selectedIndex + 1 : selectedIndex - 1)
    await page.keyboard.press(selectedIndex + 1 < (await tabs.count()) ? "ArrowRight" : "ArrowLeft")
    await expect(target).toBeFocused()
    const slots = await searchedBy(page, () => page.keyboard.press("Enter"))
    await expect(target).toHaveAttribute("aria-selected", "true")
    const { slots: daySlots } = firstDay(slots)
    expect(daySlots.length, "the chosen day has free times").toBeGreaterThan(0)
    await expect(page).toHaveURL(/startDate=\d{4}-\d\d-\d\d/)
    await expect(timeButtons(page)).toHaveCount(daySlots.length)

    // Tab leaves the day tabs past 'later days' into the times; arrows move among them
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Myöhemmät päivät" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(timeButtons(page).first()).toBeFocused()
    if (daySlots.length > 1) {
      await page.keyboard.press("ArrowRight")
      await expect(timeButtons(page).nth(1)).toBeFocused()
      await page.keyboard.press("ArrowLeft")
      await expect(timeButtons(page).first()).toBeFocused()
    }
    const chosenId = await timeButtons(page).first().getAttribute("data-appointment-id")
    const chosen = slots.find((slot) => slot.id === chosenId)!
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeFocused()
    const card = page.getByRole("article")
    await expect(card).toContainText(chosen.practitioner.name)
    await expect(card.getByRole("link", { name: "Varaa", exact: true })).toBeVisible()
    await expectAccessible("booking grid, chosen time, fi")
    await expectTouchTargets(page, "booking grid, chosen time")

    // Space on 'choose another time' goes back, with focus on the time chosen before
    await page.getByRole("button", { name: "Valitse toinen aika" }).focus()
    await page.keyboard.press("Space")
    await expect(page.locator(`[data-appointment-id="${chosenId}"]`)).toBeFocused()

    // 'later days' pages the picker; 'start over' ends the visit
    const chosenDay = await page.getByRole("tab", { selected: true }).innerText()
    await page.getByRole("button", { name: "Myöhemmät päivät" }).click()
    await expect(page.getByRole("tab", { selected: true })).toBeVisible()
    await expect(page.getByRole("tab", { selected: true })).not.toHaveText(chosenDay)
    await expect(page.getByRole("tab", { name: chosenDay })).toHaveCount(0)
    await expectAccessible("booking grid, later days, fi")
    await page.getByRole("button", { name: "Aloita alusta" }).click()
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })

  for (const [orientation, viewport] of [
    ["landscape", LANDSCAPE],
    ["portrait", PORTRAIT],
  ] as const) {
    test(`every booking step fits one ${orientation} screen with its main action in view`, async ({
      page,
      expectAccessible,
    }, testInfo) => {
      await kamppiKiosk(page, viewport)
      await page.getByRole("button", { name: "English" }).click()
      const slots = await searchedBy(page, () =>
        page.getByRole("link", { name: "Book an appointment" }).click(),
      )
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book an appointment")

      // the list: the days and the first times in view
      const { slots: daySlots } = firstDay(slots)
      const slot = daySlots.find((candidate: Slot) => !candidate.requiresAuthToReserve)
      expect(slot, "a free time on the first day that the kiosk can book").toBeDefined()
      await expectInView(page, page.getByRole("tab", { selected: true }), "the chosen day")
      expect(await countInView(page, timeButtons(page))).toBeGreaterThanOrEqual(Math.min(daySlots.length, 4))
      await expectNoSidewaysScroll(page)
      await expectTouchTargets(page, `booking grid, ${orientation}`)
      await expectAccessible(`booking grid, ${orientation}, en`)
      await page.screenshot({ path: testInfo.outputPath(`grid-${orientation}.png`) })

      // the chosen time: its details and 'Reserve'
      await page.locator(`[data-appointment-id="${slot!.id}"]`).click()
      await expect(page.getByRole("heading", { name: "Your chosen time" })).toBeFocused()
      await expectInView(page, page.getByRole("link", { name: "Reserve", exact: true }), "Reserve")
      await expectTouchTargets(page, `chosen time, ${orientation}`)
      await expectAccessible(`chosen time, ${orientation}, en`)
      await page.screenshot({ path: testInfo.outputPath(`chosen-${orientation}.png`) })

      // the reservation form: kiosk-sized controls, the reserve button in view before and after filling in
      await page.getByRole("link", { name: "Reserve", exact: true }).click()
      await expect(page.getByLabel("First name")).toBeVisible()
      const submit = page.getByRole("button", { name: "Reserve appointment" })
      await expectInView(page, submit, "the reserve button")
      const inputHeight = await page
        .getByLabel("First name")
        .evaluate((input) => input.getBoundingClientRect().height)
      expect(inputHeight).toBeGreaterThanOrEqual(64)
      await expectTouchTargets(page, `reservation form, ${orientation}`)
      await expectNoSidewaysScroll(page)
      await expectAccessible(`reservation form, ${orientation}, en`)
      await page.screenshot({ path: testInfo.outputPath(`reservation-${orientation}.png`) })
      // a press with the form empty lists what is missing
      // (the button is aria-disabled until the form can be sent: a touch or Enter still explains)
      await submit.focus()
      await page.keyboard.press("Enter")
      await expect(page.getByRole("heading", { name: "Please check the following fields" })).toBeVisible()
      await expectAccessible(`reservation form with errors, ${orientation}, en`)
      await page.screenshot({ path: testInfo.outputPath(`reservation-errors-${orientation}.png`) })
    })
  }
})
