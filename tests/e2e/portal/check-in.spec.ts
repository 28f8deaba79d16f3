import { expect, test } from "../fixtures.ts"
import { codesOf, openLoggedIn, seedAppointment, typeCode } from "./appointmentSupport.ts"

// The check-in journeys, logged in and by the appointment link. The too-early text in each language and the consent
// notice by the link are component tests (tests/unit/views/appointments/appointmentStates.test.tsx).

// Journeys with a login through the identity provider and axe after each step: more than the default 30 s on a
// shared machine
test.describe.configure({ timeout: 90_000 })

test.describe("check-in, logged in", () => {
  test("too early: the button is disabled and says when check-in opens; inside the window: check in, and the room is shown", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const early = await seedAppointment(request, "sari", 120, { practitionerId: "10733" })
    const seeded = await seedAppointment(request, "sari", 15)
    const opens = new Date(Date.parse(early.startDate) - 30 * 60_000)
    const time = opens.toLocaleTimeString("fi-FI", {
      timeZone: "Europe/Helsinki",
      hour: "numeric",
      minute: "2-digit",
    })
    // the opening's day: today, or its date when 90 minutes from the seeding's now is past midnight in Helsinki
    const helsinkiDay = (instant: Date) =>
      instant.toLocaleDateString("sv-SE", { timeZone: "Europe/Helsinki" })
    const seededAt = new Date(Date.parse(early.startDate) - 120 * 60_000)
    const day =
      helsinkiDay(opens) === helsinkiDay(seededAt)
        ? "tänään"
        : opens.toLocaleDateString("fi-FI", {
            timeZone: "Europe/Helsinki",
            day: "numeric",
            month: "numeric",
            year:
              helsinkiDay(opens).slice(0, 4) === helsinkiDay(seededAt).slice(0, 4) ? undefined : "numeric",
          })
    await openLoggedIn(page, `/fi/ajanvaraukset/${early.appointmentId}`, "sari")
    const checkIn = page.getByRole("region", { name: "Ilmoittautuminen" })
    await expect(checkIn.getByRole("button", { name: "Ilmoittaudu" })).toBeDisabled()
    await expect(
      checkIn.getByText(
        `Ilmoittautuminen avautuu 30 minuuttia ennen vastaanoton alkua, ${day} kello ${time.replace(".", ":")}.`,
      ),
    ).toBeVisible()
    await expectAccessible("check-in too early, fi")

    await page.goto(`/fi/ajanvaraukset/${seeded.appointmentId}`)
    await expect(checkIn.getByRole("button", { name: "Ilmoittaudu" })).toBeEnabled()
    // within 24 hours of the start: no cancelling, and the spec's text says so
    await expect(page.getByText("Aikaa ei voi enää perua")).toBeVisible()
    await expect(page.getByRole("button", { name: "Peru aika" })).toHaveCount(0)
    await expectAccessible("check-in allowed, fi")
    await checkIn.getByRole("button", { name: "Ilmoittaudu" }).click()
    await expect(checkIn.getByText("Olet ilmoittautunut.")).toBeVisible()
    await expect(checkIn.getByText("Siirry odottamaan: 5. krs, huone 512.")).toBeVisible()
    await expect(checkIn.getByRole("button", { name: "Ilmoittaudu" })).toHaveCount(0)
    // spec booking §4: no cancelling once checked in
    await expect(page.getByRole("button", { name: "Peru aika" })).toHaveCount(0)
    await expectAccessible("checked in, fi")
  })
})

test.describe("check-in by the appointment link", () => {
  test("with the right last 4 after one wrong try (the link token) @mobile", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "raili", 10, { practitionerId: "11133" })
    const { right, wrong } = codesOf("raili")
    await page.goto(`/fi/varaus/${seeded.link}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvarauksesi")
    // within 24 hours of the start: no cancelling, and the spec's text says so
    await expect(page.getByText("Aikaa ei voi enää perua")).toBeVisible()
    await expect(page.getByRole("button", { name: "Peru aika" })).toHaveCount(0)
    await expectAccessible("anonymous appointment, waiting for action")

    await page.getByRole("button", { name: "Ilmoittaudu" }).click()
    const code = "Henkilötunnuksesi 4 viimeistä merkkiä"
    await expect(page.getByRole("group", { name: code })).toBeVisible()
    const confirm = page.getByRole("button", { name: "Vahvista ilmoittautuminen" })
    await expect(confirm).toBeDisabled()
    await expectAccessible("waiting for confirmation")

    await typeCode(page, code, wrong)
    // Enter in the boxes sends the code, as the confirm button does
    await expect(confirm).toBeEnabled()
    await page.keyboard.press("Enter")
    await expect(
      page.getByText(
        "Henkilötunnuksen loppuosa on virheellinen. Tarkista ja yritä uudelleen. 4 yritystä jäljellä.",
      ),
    ).toBeVisible()
    // the visitor stays in the input, the boxes empty for the next try
    await expect(page.getByRole("group", { name: code }).getByRole("textbox").first()).toBeFocused()
    await expect(page.getByRole("group", { name: code }).getByRole("textbox").first()).toHaveValue("")
    await expectAccessible("ssn mismatch")

    await typeCode(page, code, right.toLowerCase())
    await page.getByRole("button", { name: "Vahvista ilmoittautuminen" }).click()
    await expect(page.getByText("Olet ilmoittautunut.")).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: "Olet ilmoittautunut." })).toBeVisible()
    await expectAccessible("check-in success")
  })

  test("the link's other reading, a plain appointment id, in English; the 4th box takes a check letter only", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "pekka", 20, { practitionerId: "10902" })
    await page.goto(`/en/appointment/${seeded.appointmentId}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment")
    await page.getByRole("button", { name: "Check in" }).click()
    const group = page.getByRole("group", { name: "Last 4 characters of your personal identity code" })
    await typeCode(page, "Last 4 characters of your personal identity code", "a12g")
    // letters are refused in the first three boxes, and G is never a check character
    await expect(group.getByRole("textbox").nth(0)).toHaveValue("1")
    await expect(group.getByRole("textbox").nth(1)).toHaveValue("2")
    const confirm = page.getByRole("button", { name: "Confirm check-in" })
    await expect(confirm).toHaveAttribute("aria-disabled", "true")
    // a press sends nothing, says what is missing and leads to the first empty box
    await confirm.click({ force: true })
    await expect(
      page.getByRole("alert").filter({ hasText: "Enter all 4 characters before confirming." }),
    ).toBeVisible()
    await expect(group.getByRole("textbox").nth(2)).toBeFocused()
    await expectAccessible("check-in code incomplete, confirm pressed")
    await page.getByRole("button", { name: "Cancel" }).click()
    // back to waiting for action, focus on the button that starts again
    await expect(page.getByRole("button", { name: "Check in" })).toBeFocused()
    await expectAccessible("anonymous appointment by id, en")
  })

  test("repeated wrong codes lock the check-in, and say until when", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const seeded = await seedAppointment(request, "ville", 5, { practitionerId: "11935" })
    const { wrong } = codesOf("ville")
    await page.goto(`/sv/bokning/${seeded.link}`)
    await page.getByRole("button", { name: "Anmäl dig" }).click()
    const code = "De 4 sista tecknen i din personbeteckning"
    for (let attempt = 1; attempt <= 5; attempt++) {
      await typeCode(page, code, wrong)
      await page.getByRole("button", { name: "Bekräfta anmälan" }).click()
      if (attempt < 5) await expect(page.getByText(`${5 - attempt} försök kvar.`)).toBeVisible()
    }
    await expect(
      page.getByRole("alert").getByText(/Anmälan är låst efter för många felaktiga försök/),
    ).toBeVisible()
    await expectAccessible("check-in locked, sv")
  })
})
