import { expect, test, waitForPage } from "../fixtures.ts"
import { VISITOR_LAST4, expectTouchTargets, provision, seedAppointment } from "./kiosk.ts"
import { expectSpoken, moveTo, recordSpeech, utterances } from "./speechSupport.ts"

test.describe.configure({ timeout: 150_000 })

test.describe("kiosk speech mode", () => {
  test("a visitor checks in by keyboard alone with speech, and the identity code is never spoken", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await recordSpeech(page, [{ name: "Satu", lang: "fi-FI" }])
    const appointment = await seedAppointment(request, "sari", 20)
    await provision(page, appointment.clinicId)
    await expectAccessible("attract, speech off")

    // The Help key starts speech mode: headphones first, then the step, then the help
    await page.keyboard.press("?")
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "true")
    await expectSpoken(page, "kuulokkeet")
    await expectSpoken(page, "Tervetuloa")
    await expectSpoken(page, "Valitse kaksoisnapautuksella")
    await expect(page.getByRole("group", { name: "Puheen äänenvoimakkuus" })).toBeVisible()
    await expectAccessible("attract, speech on")
    await expectTouchTargets(page, "attract, speech on")

    await moveTo(page, "Ilmoittaudu", "ArrowDown")
    await expectSpoken(page, "Ilmoittaudu, linkki")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    await expectSpoken(page, "Varaustunnus on vahvistusviestissäsi")
    await expectAccessible("check-in: booking code, speech on")
    await expectTouchTargets(page, "check-in: booking code, speech on")

    await page.getByLabel("Varaustunnus").focus()
    await page.keyboard.type(appointment.appointmentId)
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { name: "Varauksesi" })).toBeVisible()
    await expectSpoken(page, "Varauksesi")
    await expectSpoken(page, "Syötä henkilötunnuksesi lopun")
    await expectAccessible("check-in: keypad, speech on")

    const before = (await utterances(page)).length
    await page.keyboard.type(VISITOR_LAST4.toLowerCase())
    await expectSpoken(page, "4/4")
    // backwards from the end of the screen to Check in, past Start over, not across the keypad
    await moveTo(page, "Ilmoittaudu", "ArrowUp")
    const whileEntering = (await utterances(page)).slice(before)
    for (const { text } of whileEntering) {
      expect(text).not.toContain(VISITOR_LAST4)
      for (const character of VISITOR_LAST4)
        expect(text).not.toMatch(new RegExp(`(^|\\s)${character}(,|$)`, "i"))
    }
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olet ilmoittautunut")
    await expectSpoken(page, /Olet ilmoittautunut.*Mene: .*huone/)
    await expectAccessible("check-in: success, speech on")

    const all = await utterances(page)
    expect(all.every(({ text }) => !text.includes(VISITOR_LAST4))).toBe(true)
    expect(all.filter(({ volume }) => volume === 0.3)).toEqual([])
    expect(new Set(all.map(({ lang }) => lang))).toEqual(new Set(["fi-FI"]))

    // Done ends the visit: the next visitor's kiosk has speech mode off
    await moveTo(page, "Valmis", "ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "false")
    await expect(page.locator("html")).not.toHaveAttribute("data-speech", "on")
  })

  test("Speak in the header; volume; no voice of the language is said on the screen; Escape goes back", async ({
    page,
    expectAccessible,
  }) => {
    await recordSpeech(page, [{ name: "Alva", lang: "sv-SE" }])
    await provision(page)
    await page.getByRole("button", { name: "Puhe" }).click()
    await expectSpoken(page, "kuulokkeet")
    await expect(page.getByText("Laitteessa ei ole suomenkielistä puheääntä")).toContainText("Alva")
    await expectAccessible("attract, speech on, no voice of the language")

    // speech mode: a tap speaks, a double tap activates
    const louder = page.getByRole("button", { name: "Kovemmalle" })
    await louder.tap()
    await expectSpoken(page, "Kovemmalle, painike")
    await expect(page.getByText("Äänenvoimakkuus 80 %")).toBeVisible()
    await louder.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByText("Äänenvoimakkuus 100 %")).toBeVisible()
    await expectSpoken(page, "Äänenvoimakkuus 100 %")
    await expect(louder).toHaveAttribute("aria-disabled", "true")

    // a double tap activates what the first tap spoke
    const quieter = page.getByRole("button", { name: "Hiljemmalle" })
    const box = (await quieter.boundingBox())!
    const center = [box.x + box.width / 2, box.y + box.height / 2] as const
    await Promise.all([page.touchscreen.tap(...center), page.touchscreen.tap(...center)])
    await expect(page.getByText("Äänenvoimakkuus 80 %")).toBeVisible()

    await moveTo(page, "Ilmoittaudu", "ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa")
    await waitForPage(page)
  })

  test("the idle warning's time doubles in speech mode and its countdown is spoken", async ({
    page,
    expectAccessible,
  }) => {
    await page.clock.install()
    await recordSpeech(page, [{ name: "Satu", lang: "fi-FI" }])
    await provision(page)
    await page.keyboard.press("F1")
    await expectSpoken(page, "kuulokkeet")
    await moveTo(page, "Ilmoittaudu", "ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ilmoittaudu")
    // twice the 60 s without input before the warning
    await page.clock.runFor(65_000)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await page.clock.runFor(60_000)
    const warning = page.getByRole("alertdialog")
    await expect(warning).toBeVisible()
    // twice the 30 s countdown
    await expect(warning).toContainText(/ (3[1-9]|[4-5]\d|60) sekunnin/)
    await expectSpoken(page, /Oletko vielä siellä\?.* (3[1-9]|[4-5]\d|60) sekunnin/)
    await expectAccessible("idle warning, speech on")
    await page.clock.runFor(50_000)
    await expectSpoken(page, /10 sekunnin/)
    await page.keyboard.press("Enter")
    await expect(warning).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "true")
  })

  test("the idle attract screen tells quietly, in all three languages, how to start speech", async ({
    page,
  }) => {
    await page.clock.install()
    await recordSpeech(page)
    await provision(page)
    await page.clock.runFor(46_000)
    await expect
      .poll(async () => (await utterances(page)).map(({ lang }) => lang))
      .toEqual(["fi-FI", "sv-SE", "en-GB"])
    const hints = await utterances(page)
    expect(hints.every(({ volume }) => Math.abs(volume - 0.3) < 0.01)).toBe(true)
    expect(hints[0]!.text).toContain("Puhe-painiketta")
    expect(hints[1]!.text).toContain("knappen Tal")
    expect(hints[2]!.text).toContain("hold a finger anywhere on the screen for three seconds")
    // nothing is started: speech mode is the visitor's choice
    await expect(page.getByRole("button", { name: "Puhe" })).toHaveAttribute("aria-pressed", "false")
  })
})
