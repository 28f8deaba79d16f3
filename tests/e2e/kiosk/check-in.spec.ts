import { expect, test, waitForPage } from "../fixtures.ts"
import {
  VISITOR_LAST4,
  WRONG_LAST4,
  expectTouchTargets,
  provision,
  seedAppointment,
  tapCode,
} from "./kiosk.ts"

test.describe.configure({ timeout: 120_000 })

test.describe("kiosk check-in", () => {
  test("with the booking code, the first time after one wrong code", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const appointment = await seedAppointment(request, "sari", 20)
    await provision(page, appointment.clinicId)
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    await expectAccessible("check-in: booking code, fi")
    await expectTouchTargets(page, "check-in: booking code")

    await page.getByLabel("Varaustunnus").fill(appointment.appointmentId)
    await page.getByRole("button", { name: "Hae varaukseni" }).click()
    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    // time, clinic and practitioner; never the appointee
    await expect(page.locator(".kiosk-appointment")).not.toContainText("Sari")
    await expectAccessible("check-in: keypad, fi")
    await expectTouchTargets(page, "check-in: keypad")

    await tapCode(page, WRONG_LAST4)
    await page.getByRole("button", { name: "Ilmoittaudu", exact: true }).click()
    await expect(page.getByRole("alert")).toContainText("Henkilötunnuksen loppuosa on virheellinen")
    await expect(page.getByRole("alert")).toContainText("4 yritystä jäljellä")
    await expectAccessible("check-in: wrong code, fi")

    const clear = page.getByRole("button", { name: "Tyhjennä" })
    if (await clear.isEnabled()) await clear.click()
    await tapCode(page, VISITOR_LAST4)
    await page.getByRole("button", { name: "Ilmoittaudu", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olet ilmoittautunut")
    await expect(page.getByText(/Mene: .*huone/)).toBeVisible()
    await expectAccessible("check-in: success, fi")
    await expectTouchTargets(page, "check-in: success")

    await page.getByRole("button", { name: "Valmis" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
  })

  test("with a scanned appointment link (a handheld scanner types it and presses Enter)", async ({
    page,
    request,
    baseURL,
  }) => {
    const appointment = await seedAppointment(request, "sari", 10)
    await provision(page, appointment.clinicId)
    await page.getByRole("link", { name: "Ilmoittaudu" }).click()
    const field = page.getByLabel("Varaustunnus")
    await expect(field).toBeFocused()
    await page.keyboard.type(`${baseURL}/fi/varaus/${appointment.link}`)
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    // a hardware keyboard types on the keypad too
    await page.keyboard.type(VISITOR_LAST4.toLowerCase())
    await page.getByRole("button", { name: "Ilmoittaudu", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olet ilmoittautunut")
  })

  for (const { lang, name, checkIn, code, find, tooEarly, noCode } of [
    {
      lang: "sv",
      name: "Svenska",
      checkIn: "Anmäl dig",
      code: "Bokningskod",
      find: "Hitta min bokning",
      tooEarly: "Det är för tidigt att anmäla sig",
      noCode: "Jag har ingen kod",
    },
    {
      lang: "en",
      name: "English",
      checkIn: "Check in",
      code: "Booking code",
      find: "Find my appointment",
      tooEarly: "It is too early to check in",
      noCode: "I don't have my code",
    },
  ]) {
    test(`too early, unknown code and no code in ${lang}`, async ({ page, request, expectAccessible }) => {
      const appointment = await seedAppointment(request, "sari", 180)
      await provision(page, appointment.clinicId)
      await page.getByRole("button", { name }).click()
      await page.getByRole("link", { name: checkIn }).click()
      await expectAccessible(`check-in: booking code, ${lang}`)
      await page.getByLabel(code).fill("999999999")
      await page.getByRole("button", { name: find }).click()
      await expect(page.getByRole("alert")).toBeVisible()
      await expectAccessible(`check-in: not found, ${lang}`)
      await page.getByLabel(code).fill(appointment.link)
      await page.getByRole("button", { name: find }).click()
      await expectAccessible(`check-in: keypad, ${lang}`)
      await tapCode(page, VISITOR_LAST4)
      await page.getByRole("button", { name: checkIn, exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tooEarly)
      await expectAccessible(`check-in: too early, ${lang}`)
      await page.getByRole("button", { name: /Klar|Done/ }).click()
      await waitForPage(page)
      // the visit ended: the language is the default again
      await expect(page.locator("html")).toHaveAttribute("lang", "fi")
      await page.getByRole("button", { name }).click()
      await page.getByRole("link", { name: checkIn }).click()
      await page.getByRole("button", { name: noCode }).click()
      await expectAccessible(`check-in: no code, ${lang}`)
    })
  }
})
