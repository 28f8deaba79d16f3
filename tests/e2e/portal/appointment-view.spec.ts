import { readFile } from "node:fs/promises"
import { personaById } from "../../../sandbox/personas.ts"
import { formProblems, parseIcs } from "../../support/icalendar.ts"
import { expect, test } from "../fixtures.ts"
import { openLoggedIn, seedAppointment } from "./appointmentSupport.ts"

// The patient's own appointment as one journey (fi). Ids that are not hers are a component test in fi, sv and en
// (tests/unit/views/appointments/appointmentStates.test.tsx); the arrival reason's fault cells are
// tests/unit/views/faults/appointments.test.tsx.

// Journeys with a login through the identity provider and axe after each step: more than the default 30 s on a
// shared machine
test.describe.configure({ timeout: 90_000 })

test.describe("the patient's own appointment", () => {
  test("by id: the card, the arrival reason with its limit, a failed save that keeps the text, the saved toast, and the link to all appointments", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "sari", 60 * 24 * 4, { practitionerId: "11502" })
    await seedAppointment(request, "sari", 60 * 24 * 9, { practitionerId: "10871", cancelled: true })
    await openLoggedIn(page, `/fi/ajanvaraukset/${seeded.appointmentId}`, "sari")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvarauksesi")
    const card = page.getByRole("article")
    await expect(card.getByRole("heading", { level: 2 })).toBeVisible()
    await expect(card.getByText("Ammattilainen")).toBeVisible()
    await expect(card.getByRole("button", { name: "Peru aika" })).toBeVisible()
    await expectAccessible("appointment by id, fi")

    // 'Lisää kalenteriin' saves an .ics file (no tab opens) that a calendar reads: the appointment's Helsinki time,
    // its page, and nothing of the patient
    const pagesBefore = page.context().pages().length
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Lisää kalenteriin" }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^ajanvaraus-\d{4}-\d{2}-\d{2}\.ics$/)
    const file = await readFile(await download.path(), "utf8")
    expect(formProblems(file)).toEqual([])
    const event = parseIcs(file)
    expect(event.tzid).toBe("Europe/Helsinki")
    expect(event.startMs).toBe(Date.parse(seeded.startDate))
    expect(event.url).toBe(new URL(`/fi/ajanvaraukset/${seeded.appointmentId}`, page.url()).href)
    expect(event.description).toContain(event.url)
    const sari = personaById("sari")!
    for (const personal of [sari.ssn, sari.firstName, sari.lastName, sari.phone, sari.email])
      expect(file).not.toContain(personal)
    expect(page.context().pages()).toHaveLength(pagesBefore)
    // a visit in person: directions to the clinic open in a new tab
    await expect(card.getByRole("link", { name: /^Reittiohjeet kartalla/ })).toHaveAttribute(
      "target",
      "_blank",
    )
    await expectAccessible("appointment by id, calendar file saved, fi")

    // spec booking §5: at most 300 characters; over the limit the message shows and save is disabled
    const field = page.getByRole("textbox", { name: "Käynnin syy" })
    const save = page.getByRole("button", { name: "Tallenna" })
    // unavailable while empty, yet reachable: a press sends nothing and says what is missing
    await expect(save).toHaveAttribute("aria-disabled", "true")
    await save.click({ force: true })
    await expect(page.getByRole("alert").filter({ hasText: "Kirjoita käynnin syy" })).toBeFocused()
    await expect(page.getByText("Kirjoita käynnin syy ennen tallentamista.", { exact: true })).toBeVisible()
    await expectAccessible("arrival reason empty, save pressed")
    await field.fill("Kurkkukipua kolme päivää. ".repeat(12))
    await expect(page.getByText("Merkkiraja ylittyi", { exact: true })).toBeVisible()
    await expect(page.getByRole("alert").getByRole("link", { name: /Merkkiraja ylittyi/ })).toBeVisible()
    await expect(save).toBeDisabled()
    await expectAccessible("arrival reason over the limit")

    await field.fill("Kurkkukipua ja kuumetta kolme päivää.")
    await expect(page.getByText("Merkkiraja ylittyi", { exact: true })).toHaveCount(0)
    // a failed save says so in a toast; nothing typed is lost and the field stays usable
    const arrivalReason = "**/api/appointments/*/arrival-reason*"
    await page.route(arrivalReason, (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-sandbox-fault": "failure" } }),
    )
    await save.click()
    await expect(
      page.getByRole("alert").getByText("Esitietojen tallentaminen epäonnistui. Yritä uudelleen."),
    ).toBeVisible()
    await expect(field).toHaveValue("Kurkkukipua ja kuumetta kolme päivää.")
    await expect(field).toBeEnabled()
    await expectAccessible("arrival reason failed")
    await page.unroute(arrivalReason)
    await save.click()
    await expect(page.getByRole("status").getByText("Esitiedot tallennettu.")).toBeVisible()
    // the success replaces the failure it follows: the failure's toast is gone
    await expect(page.getByText("Esitietojen tallentaminen epäonnistui. Yritä uudelleen.")).toHaveCount(0)
    // what was typed stays
    await expect(field).toHaveValue("Kurkkukipua ja kuumetta kolme päivää.")
    await expectAccessible("arrival reason saved")

    await page.getByRole("link", { name: "Kaikki ajanvaraukset" }).click()
    await expect(page).toHaveURL(/\/fi\/ajanvaraukset$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvarauksesi")
    // the list's row of this appointment: booked, cancelling offered, and its time leads back to its own page
    const row = page
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/fi/ajanvaraukset/${seeded.appointmentId}"]`) })
    await expect(row.getByText("Varattu", { exact: true })).toBeVisible()
    await expect(row.getByRole("button", { name: "Peru aika" })).toBeVisible()
    // her cancelled appointment shows as cancelled (the offer to book anew is on its own page)
    await expect(page.getByText("Peruttu", { exact: true }).first()).toBeVisible()
    // the past appointments are the visits
    await expect(page.getByRole("link", { name: "Menneet käynnit" })).toHaveAttribute("href", "/fi/kaynnit")
    await expectAccessible("all appointments, fi")
  })
})
