import { expect, test } from "../fixtures.ts"
import { openLoggedIn, seedAppointment } from "./appointmentSupport.ts"

// The cancel journey and the appointments area's one e2e error path (a failed cancel). The page's other states, in
// fi, sv and en, are component tests (tests/unit/views/appointments/appointmentStates.test.tsx): too late to cancel,
// the login prompt of cancelling by the link, a cancelled appointment and an unknown link.

// Journeys with a login through the identity provider and axe after each step: more than the default 30 s on a
// shared machine
test.describe.configure({ timeout: 90_000 })

test.describe("cancelling, logged in", () => {
  test("a confirmation dialog, then the front page says 'Appointment canceled' and drops the fragment @mobile", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "sari", 60 * 24 * 6, { practitionerId: "10620" })
    await openLoggedIn(page, `/fi/ajanvaraukset/${seeded.appointmentId}`, "sari")
    const cancel = page.getByRole("button", { name: "Peru aika" })
    await cancel.click()
    const dialog = page.getByRole("alertdialog", { name: "Perutaanko aika?" })
    await expect(dialog).toBeVisible()
    await expectAccessible("cancel dialog, fi")

    // Escape keeps the appointment and returns focus to the button
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(cancel).toBeFocused()

    const analytics = page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === "appointment_cancelled",
      ),
    )
    await cancel.click()
    await dialog.getByRole("button", { name: "Kyllä, peru aika" }).click()
    await analytics
    await expect(page.getByRole("status").getByText("Aika peruttu")).toBeVisible()
    await expect(page).toHaveURL(/\/fi$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hei, Sari!")
    await expect(page.getByRole("status").getByText("Aika peruttu")).toBeVisible()
    expect(new URL(page.url()).hash).toBe("")
    await expectAccessible("front page after cancelling, fi")

    // The cancelled appointment now shows as cancelled, with an offer to book anew
    await page.goto(`/fi/ajanvaraukset/${seeded.appointmentId}`)
    await expect(page.getByText("Peruttu", { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "Varaa uusi aika" })).toBeVisible()
  })

  test("a failed cancel says so, with the customer service phone", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "sari", 60 * 24 * 7, { practitionerId: "11360" })
    await openLoggedIn(page, `/sv/tidsbokningar/${seeded.appointmentId}`, "sari")
    // the fault rides on this page's own cancel (the fault header): a sandbox-wide fault rule would fail the other
    // test's cancel, which runs beside this one
    await page.route(`**/api/appointments/${seeded.appointmentId}*`, (route) =>
      route.request().method() === "DELETE"
        ? route.continue({ headers: { ...route.request().headers(), "x-sandbox-fault": "failure" } })
        : route.continue(),
    )
    await page.getByRole("button", { name: "Avboka tiden" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Ja, avboka tiden" }).click()
    const alert = page.getByRole("alert").filter({ hasText: "Ett fel uppstod när tiden skulle avbokas" })
    await expect(alert).toBeVisible()
    await expect(
      alert.getByText("Det gick inte att avboka tiden. Ring vår kundtjänst 010 555 3100"),
    ).toBeVisible()
    await expect(page.getByRole("button", { name: "Avboka tiden" })).toHaveCount(0)
    await expectAccessible("cancel failed, sv")
  })
})
