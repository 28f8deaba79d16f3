import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { openLoggedIn, seedAppointment } from "./appointmentSupport.ts"

// A login through the identity provider, 14 appointments and axe at two widths: more than the default 30 s on
// a shared machine
test.describe.configure({ timeout: 120_000 })

const DAY = 60 * 24

// Marko has no appointments in the seed and no other test gives him any: these are all of his.
const APPOINTMENTS: { startsInMinutes: number; checkedIn?: boolean; cancelled?: boolean }[] = [
  { startsInMinutes: 15 }, // check-in open
  { startsInMinutes: 10, checkedIn: true },
  { startsInMinutes: 5 * 60 }, // within the cancellation limit: nothing to do in the list
  { startsInMinutes: 2 * DAY },
  { startsInMinutes: 3 * DAY, cancelled: true },
  { startsInMinutes: 4 * DAY },
  { startsInMinutes: 5 * DAY },
  { startsInMinutes: 6 * DAY },
  { startsInMinutes: 8 * DAY },
  { startsInMinutes: 10 * DAY, cancelled: true },
  { startsInMinutes: 12 * DAY },
  { startsInMinutes: 15 * DAY },
  { startsInMinutes: 20 * DAY },
  { startsInMinutes: 25 * DAY },
]

/** How many of its viewport heights the page is, scrolled to the end. */
async function screensTall(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)
}

test.describe("the appointments list", () => {
  test("lists 14 appointments compactly: time, professional, place, status and one action", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = []
    for (const appointment of APPOINTMENTS) {
      seeded.push({
        ...appointment,
        ...(await seedAppointment(request, "marko", appointment.startsInMinutes, appointment)),
      })
    }
    await openLoggedIn(page, "/fi/ajanvaraukset", "marko")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvarauksesi")
    const rows = page.getByRole("main").getByRole("list").first().getByRole("listitem")
    await expect(rows, "Marko's appointments are the 14 this test made").toHaveCount(14)
    const rowOf = (appointmentId: string) =>
      rows.filter({ has: page.locator(`a[href="/fi/ajanvaraukset/${appointmentId}"]`) })

    // One action that applies now: checking in when it is open, cancelling where it is offered, else none
    const open = rowOf(seeded[0]!.appointmentId)
    await expect(open.getByText("Ilmoittautuminen auki")).toBeVisible()
    await expect(open.getByRole("button")).toHaveText("Ilmoittaudu")
    await expect(rowOf(seeded[1]!.appointmentId).getByText("Ilmoittauduttu")).toBeVisible()
    await expect(rowOf(seeded[1]!.appointmentId).getByRole("button")).toHaveCount(0)
    await expect(rowOf(seeded[2]!.appointmentId).getByText("Varattu")).toBeVisible()
    await expect(rowOf(seeded[2]!.appointmentId).getByRole("button")).toHaveCount(0)
    const later = rowOf(seeded[3]!.appointmentId)
    await expect(later.getByText("Varattu")).toBeVisible()
    await expect(later.getByRole("button")).toHaveText("Peru aika")
    await expect(rowOf(seeded[4]!.appointmentId).getByText("Peruttu")).toBeVisible()
    await expect(rowOf(seeded[4]!.appointmentId).getByRole("button")).toHaveCount(0)
    // no check-in form, arrival reason or details in the list: they are on the appointment's own page
    await expect(page.getByRole("textbox")).toHaveCount(0)
    await expect(page.getByText("Ammattilainen")).toHaveCount(0)
    await expectAccessible("appointments list, 1280 px")

    // spec: 14 full cards made a 9 490 px page (13 screens). Three screens leave room for a long name or place
    // wrapping in some rows, yet fail at once if rows grow back toward cards (about 500 px each).
    expect(await screensTall(page), "the page at 1280 px is under 3 screens").toBeLessThan(3)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(rows.first()).toBeVisible()
    expect(await screensTall(page), "the page at 390 px is under 3 screens").toBeLessThan(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible("appointments list, 390 px")

    // Cancelling from the row asks first, like the appointment's own page; Escape keeps the appointment
    await later.getByRole("button", { name: "Peru aika" }).click()
    const dialog = page.getByRole("alertdialog", { name: "Perutaanko aika?" })
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(later.getByRole("button", { name: "Peru aika" })).toBeFocused()

    // Checking in happens in the row, and its outcome shows there
    await open.getByRole("button", { name: "Ilmoittaudu" }).click()
    await expect(open.getByText("Olet ilmoittautunut.")).toBeVisible()
    await expect(open.getByText("Ilmoittauduttu")).toBeVisible()
    await expect(open.getByRole("button")).toHaveCount(0)
    await expectAccessible("appointments list, checked in from a row")

    // The time leads to the appointment's own page, with the details and the arrival reason
    await later.getByRole("link").click()
    await expect(page).toHaveURL(new RegExp(`/fi/ajanvaraukset/${seeded[3]!.appointmentId}$`))
    await expect(page.getByText("Ammattilainen")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Käynnin syy" })).toBeVisible()
  })
})
