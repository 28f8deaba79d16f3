import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { expectTouchTargets, provision, seedAppointment } from "./kiosk.ts"

test.describe.configure({ timeout: 120_000 })

/** The element is wholly on the screen with the page scrolled to its top. */
async function expectInView(page: Page, element: Locator, what: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await element.boundingBox()
  const height = await page.evaluate(() => window.innerHeight)
  expect(box, what).not.toBeNull()
  expect(box!.y + box!.height, `${what}: bottom ${box!.y + box!.height} of ${height}`).toBeLessThanOrEqual(
    height,
  )
}

for (const { name, viewport } of [
  { name: "landscape", viewport: { width: 1180, height: 820 } },
  { name: "portrait", viewport: { width: 820, height: 1180 } },
  // the kiosk project's own device, a Galaxy Tab S9 upright
  { name: "Galaxy Tab S9 portrait", viewport: { width: 800, height: 1280 } },
]) {
  test(`check-in by the on-screen keypads fits the ${name} screen`, async ({
    page,
    request,
    expectAccessible,
  }) => {
    await page.setViewportSize(viewport)
    const appointment = await seedAppointment(request, "sari", 20)
    await provision(page, appointment.clinicId)
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()

    // the booking code has a keypad of its own: the operating system's keyboard stays down
    const field = page.getByLabel("Varaustunnus")
    await expect(field).toHaveAttribute("inputmode", "none")
    const keypad = page.getByRole("group", { name: "Numeronäppäimet" })
    for (const digit of appointment.appointmentId)
      await keypad.getByRole("button", { name: digit, exact: true }).click()
    await expect(field).toHaveValue(appointment.appointmentId)
    await keypad.getByRole("button", { name: "Poista viimeinen merkki" }).click()
    await expect(field).toHaveValue(appointment.appointmentId.slice(0, -1))
    await keypad.getByRole("button", { name: appointment.appointmentId.at(-1)!, exact: true }).click()
    await expectInView(page, page.getByRole("button", { name: "Hae varaukseni" }), "Find my appointment")
    await expectTouchTargets(page, `booking code keypad, ${name}`)
    await expectAccessible(`check-in: booking code keypad, ${name}`)
    await page.getByRole("button", { name: "Hae varaukseni" }).click()

    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    await expectInView(page, page.getByRole("button", { name: "Ilmoittaudu", exact: true }), "Check in")
    await expectTouchTargets(page, `identity code keypad, ${name}`)
    await expectAccessible(`check-in: identity code keypad, ${name}`)
    // with speech mode's bar under the header too
    await page.getByRole("button", { name: "Puhe" }).click()
    await expect(page.getByRole("group", { name: "Puheen äänenvoimakkuus" })).toBeVisible()
    await expectInView(
      page,
      page.getByRole("button", { name: "Ilmoittaudu", exact: true }),
      "Check in, speech on",
    )
    await expectTouchTargets(page, `identity code keypad, speech on, ${name}`)
    await expectAccessible(`check-in: identity code keypad, speech on, ${name}`)
  })
}
