import type { Page } from "@playwright/test"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"
import { expect, test, waitForPage } from "../fixtures.ts"
import {
  VISITOR_LAST4,
  WRONG_LAST4,
  expectTouchTargets,
  provision,
  seedAppointment,
  tapCode,
} from "./kiosk.ts"
import { installSandboxClock } from "../clock.ts"
import { firstDay, isSearch, searchedBy, timeButtons, timeName, type Slot } from "./booking-grid.ts"

test.describe.configure({ timeout: 180_000 })

const visitor = {
  firstName: "Mikko",
  lastName: "Nieminen",
  phoneTyped: "040 555 1234",
  phone: "+358405551234",
  email: "mikko.kiosk@example.fi",
  ssn: `150371-201${checkCharacterFor("150371", "201")}`,
}

/** Everything the browser keeps: DOM, both storages, IndexedDB, Cache Storage, and the store snapshot. */
async function everythingKept(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [document.documentElement.outerHTML, document.title]
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++)
        parts.push(`${storage.key(i)}=${storage.getItem(storage.key(i)!)}`)
    }
    for (const database of await indexedDB.databases()) parts.push(`indexedDB:${database.name}`)
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        // the built kiosk's precache: its files are named, or revised, by their content's hash (a three-digit
        // secret can occur in a hash by chance); anything else cached is the visit's
        const built = request.url.includes("/assets/") || request.url.includes("__WB_REVISION__=")
        if (built) continue
        parts.push(request.url)
        const response = await cache.match(request)
        if (response) parts.push(await response.text())
      }
    }
    parts.push((window as unknown as { kioskSnapshot: () => string }).kioskSnapshot())
    return parts.join("\n")
  })
}

test.describe("kiosk booking and the end of a visit", () => {
  test("a visitor books at this clinic and sees the QR code; the next visit keeps nothing of either visitor", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await installSandboxClock(page)
    await provision(page, "KAMPPI")

    // Visitor 1 books a slot at this clinic
    const searched = page.waitForResponse(isSearch)
    await page.getByRole("link", { name: "Varaa aika" }).click()
    const { availableAppointments } = (await (await searched).json()) as {
      availableAppointments: { appointments: Slot[] }
    }
    expect(new URL((await searched).url()).searchParams.getAll("clinicIds")).toEqual(["KAMPPI"])
    expect(availableAppointments.appointments.every((slot) => slot.clinic.id === "KAMPPI")).toBe(true)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    await expect(page.getByRole("tablist", { name: "Valitse päivä" })).toBeVisible()
    const { slots: daySlots } = firstDay(availableAppointments.appointments)
    await expect(timeButtons(page)).toHaveCount(daySlots.length)
    await expectAccessible("booking list, fi")
    await expectTouchTargets(page, "booking list")
    const slot = daySlots.find((candidate) => !candidate.requiresAuthToReserve)
    expect(slot, "a free time on the first day that the kiosk can book").toBeDefined()
    await page.getByRole("button", { name: timeName(slot!), exact: true }).click()
    await expect(page.getByRole("heading", { name: "Valitsemasi aika" })).toBeFocused()
    // nothing leads off the kiosk: the practitioners' public profiles are not links here
    await expect(page.locator('a[href^="http"], a[target="_blank"]')).toHaveCount(0)
    await page.getByRole("link", { name: "Varaa", exact: true }).click()
    await expect(page.getByLabel("Etunimi")).toBeVisible()
    await page.getByLabel("Etunimi").fill(visitor.firstName)
    await page.getByLabel("Sukunimi").fill(visitor.lastName)
    await page.getByLabel("Henkilötunnus").fill(visitor.ssn)
    await page.getByLabel("Puhelinnumero").fill(visitor.phoneTyped)
    await page.getByLabel("Sähköpostiosoite").fill(visitor.email)
    await page.getByText("Hyväksyn käyttöehdot", { exact: true }).click()
    // a slot starting within the cancellation hours also asks to confirm that the booking is binding
    const binding = page.getByText(/^Ymmärrän, että varaus on sitova/)
    if (await binding.count()) await binding.click()
    await expect(page.getByText("Käyttöehdot voit lukea vastaanotossa tai verkkopalvelussa.")).toBeVisible()
    await expectAccessible("reservation form, fi")
    await expectTouchTargets(page, "reservation form")
    await page.getByRole("button", { name: "Varaa aika" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aikasi on varattu")
    const qr = page.getByRole("img", { name: "QR-koodi varauksesi linkistä" })
    await expect(qr).toBeVisible()
    await expect(qr).toHaveAttribute("data-value", /\/fi\/varaus\/[A-Za-z0-9_-]+/)
    const bookingLink = (await qr.getAttribute("data-value")) ?? ""
    await expectAccessible("booking success, fi")
    await expectTouchTargets(page, "booking success")

    // 20 s after the result screen the kiosk returns to the start by itself
    await page.clock.fastForward(21_000)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")

    // Visitor 2 starts to check in, enters a wrong code, and walks away at the keypad
    const appointment = await seedAppointment(request, "sari", 15)
    await page.getByRole("button", { name: "English" }).click()
    await page.getByRole("link", { name: "Check in" }).click()
    await page.getByLabel("Booking code").fill(appointment.appointmentId)
    await page.getByRole("button", { name: "Find my appointment" }).click()
    await tapCode(page, WRONG_LAST4)
    await page.getByRole("button", { name: "Check in", exact: true }).click()
    await expect(page.getByRole("alert")).toContainText("The final part of the personal identity code")
    await tapCode(page, VISITOR_LAST4.slice(0, 3))

    await page.clock.fastForward(61_000)
    const warning = page.getByRole("alertdialog", { name: "Are you still there?" })
    await expect(warning).toBeVisible()
    await expect(warning.getByRole("button", { name: "Continue" })).toBeFocused()
    await expectAccessible("idle warning, en")
    await expectTouchTargets(page, "idle warning")
    // Continue can be pressed again and again
    await warning.getByRole("button", { name: "Continue" }).click()
    await expect(warning).toBeHidden()
    await page.clock.fastForward(61_000)
    await expect(warning).toBeVisible()
    await page.clock.fastForward(31_000)
    await expect(warning).toBeHidden()
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")

    const kept = await everythingKept(page)
    const secrets = [
      visitor.firstName,
      visitor.lastName,
      visitor.phone,
      visitor.phoneTyped,
      visitor.email,
      visitor.ssn,
      visitor.ssn.slice(-4),
      new URL(bookingLink).pathname.split("/").pop()!,
      appointment.appointmentId,
      appointment.link,
      VISITOR_LAST4,
      VISITOR_LAST4.slice(0, 3),
      "Nurmi",
    ]
    for (const secret of secrets) expect(kept, `"${secret}" was kept`).not.toContain(secret)
    // the device's binding stays
    expect(kept).toContain("kiosk-binding")
  })

  test("an appointment that needs a login says to book in the portal or at the reception", async ({
    page,
    expectAccessible,
  }) => {
    await provision(page, "KAMPPI")
    const searched = page.waitForResponse(isSearch)
    await page.getByRole("link", { name: "Varaa aika" }).click()
    const { availableAppointments } = (await (await searched).json()) as {
      availableAppointments: { appointments: Slot[] }
    }
    // such slots come every day at the clinic, though not always among a day's first times: try the picker's days
    const needsLogin = (slots: readonly Slot[]) =>
      firstDay(slots).slots.find((candidate) => candidate.requiresAuthToReserve)
    let slot = needsLogin(availableAppointments.appointments)
    const days = page.getByRole("tablist", { name: "Valitse päivä" }).getByRole("tab")
    await expect(days.first()).toBeVisible()
    for (let index = 1; !slot && index < (await days.count()); index++) {
      slot = needsLogin(await searchedBy(page, () => days.nth(index).click()))
      await expect(days.nth(index)).toHaveAttribute("aria-selected", "true")
    }
    expect(slot, "a slot needing a login among the clinic's free times").toBeDefined()
    await page.getByRole("button", { name: timeName(slot!), exact: true }).click()
    await page.getByRole("link", { name: "Varaa", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Varaa tämä aika verkkopalvelussa tai vastaanotossa",
    )
    await expectAccessible("booking elsewhere, fi")
  })
})
