// SMS login (spec booking §2, §3, §4; messaging §2, §4, §5, §7, §8): the front page's onboarding card with a wrong
// code and then the right one, too many wrong codes, and my information's switch: on with the number verified in
// place, the MFA page's new code and way back, off with the code. Matti, Emma and Sami are this spec's own personas
// (no other spec logs them in); the sandbox's code is the last four digits of the number it was sent to.
import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { SANDBOX_URL } from "../ports.ts"

/** Logs the persona in through the identity provider, straight to `next`. */
async function logIn(page: Page, lang: "fi" | "sv" | "en", next: string, persona: string): Promise<void> {
  const query = new URLSearchParams({ lang, next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  await page.getByRole("button", { name: persona }).click()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
}

/** An appointment a week ahead, so that the front page is the usual one, not the new customer's. */
async function giveAnAppointment(request: APIRequestContext, persona: string): Promise<void> {
  const created = await request.post(`${SANDBOX_URL}/__sandbox/appointments`, {
    data: { persona, startsInMinutes: 7 * 24 * 60 },
  })
  expect(created.status()).toBe(201)
}

test.describe("SMS login", () => {
  test("the card: a wrong code, then the right one; my information shows it on, and turning it off asks first (fi, en)", async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.slow()
    await giveAnAppointment(request, "matti")
    await logIn(page, "fi", "/fi", "Matti Heikkinen")
    const card = page.getByRole("region", { name: "Ota tekstiviestitunnistautuminen käyttöön" })
    const phone = card.getByRole("textbox", { name: "Puhelinnumero" })
    await expect(phone).toHaveValue("+358405432100")
    // spec messaging §9: it fades out over 500 ms
    await expect(card).toHaveCSS("transition-duration", "0.5s")
    await expectAccessible("onboarding card, phone entry")

    // spec §5: confirm stays unavailable for a number that is not an optional + and at least 6 digits
    await phone.fill("+358 12")
    const confirm = card.getByRole("button", { name: "Lähetä koodi" })
    await expect(confirm).toHaveAttribute("aria-disabled", "true")
    await phone.press("Enter")
    await expect(phone).toHaveAccessibleDescription(
      /Anna puhelinnumero: valinnainen \+ ja vähintään 6 numeroa\./,
    )
    await expectAccessible("onboarding card, invalid number")

    await phone.fill(" +358 40 111 2233 ")
    await expect(confirm).not.toHaveAttribute("aria-disabled")
    await phone.press("Enter")
    await expect(
      card.getByText("Lähetimme nelinumeroisen koodin numeroon +358401112233. Syötä se alle."),
    ).toBeVisible()
    const boxes = card.getByRole("group", { name: "Tekstiviestin koodi" }).getByRole("textbox")
    await expect(boxes).toHaveCount(4)
    await expect(boxes.first()).toBeFocused()
    await expectAccessible("onboarding card, code entry")

    // 0-9 only; Backspace moves back
    await page.keyboard.type("a")
    await expect(boxes.first()).toHaveValue("")
    await page.keyboard.type("12")
    await expect(boxes.nth(2)).toBeFocused()
    await page.keyboard.press("Backspace")
    await expect(boxes.nth(1)).toBeFocused()
    // the fourth digit sends the code by itself: a wrong one
    await page.keyboard.type("999")
    await expect(page.getByRole("alert").filter({ hasText: "Tunnistautuminen epäonnistui" })).toContainText(
      "Yritä tunnistautua uudelleen",
    )
    await expect(boxes.last()).toBeFocused()
    for (const box of await boxes.all()) await expect(box).toHaveAttribute("aria-invalid", "true")
    await expectAccessible("onboarding card, wrong code")

    for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace")
    await expect(boxes.first()).toBeFocused()
    await page.keyboard.type("2233")
    await expect(
      page.getByRole("status").filter({ hasText: "Tekstiviestitunnistautuminen on nyt käytössä" }),
    ).toBeVisible()
    // the success takes the wrong code's toast away: no failure stays beside it
    await expect(page.getByText("Tunnistautuminen epäonnistui")).toHaveCount(0)
    // the card fades out and goes; focus goes to the page's heading, not to the document
    await expect(card).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    await expectAccessible("front page, SMS login taken into use")

    await page.goto("/en/my-information")
    const section = page.getByRole("region", { name: "SMS login" })
    const toggle = section.getByRole("switch", { name: "Use SMS login" })
    await expect(toggle).toBeChecked()
    await expect(section.getByText("SMS login is in use. The codes are sent to +358401112233.")).toBeVisible()
    await expectAccessible("my information, SMS login on")

    // turning it off asks first; Escape closes the dialog and changes nothing
    await toggle.press("Space")
    const dialog = page.getByRole("alertdialog", { name: "Stop using SMS login?" })
    await expect(dialog).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(toggle).toBeChecked()
  })

  test("my information: turned on with the number verified in place, true after a reload; a new code and the way back at login; turned off with the code (fi)", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    await logIn(page, "fi", "/fi/omat-tiedot", "Sami Aalto")
    const section = page.getByRole("region", { name: "Tekstiviestitunnistautuminen" })
    const toggle = section.getByRole("switch", { name: "Käytä tekstiviestitunnistautumista" })
    await expect(toggle).not.toBeChecked()
    await expect(section.getByText("Tekstiviestitunnistautuminen ei ole käytössä.")).toBeVisible()

    // asked for is not in use: the switch stays off and the number is verified right here
    await toggle.press("Space")
    await expect(
      section.getByText(
        "Tekstiviestitunnistautuminen ei ole vielä käytössä: vahvista puhelinnumerosi alla, niin se otetaan käyttöön.",
      ),
    ).toBeVisible()
    await expect(toggle).not.toBeChecked()
    const steps = section.getByRole("group", { name: "Vahvista puhelinnumerosi" })
    await expect(steps.getByRole("textbox", { name: "Puhelinnumero" })).toHaveValue("+358405551234")
    await expectAccessible("my information, the number verified in place")
    await steps.getByRole("button", { name: "Lähetä koodi" }).click()
    const boxes = steps.getByRole("group", { name: "Tekstiviestin koodi" }).getByRole("textbox")
    await expect(boxes.first()).toBeFocused()
    await page.keyboard.type("9999")
    await expect(steps.getByText("Koodi on väärä. Tarkista koodi ja yritä uudelleen.")).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await expectAccessible("my information, a wrong code in place")
    // focus is on the last box, as on the card: back to the first, then the sandbox's code (the last four digits)
    await expect(boxes.last()).toBeFocused()
    for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace")
    await expect(boxes.first()).toBeFocused()
    await page.keyboard.type("1234")
    await expect(toggle).toBeChecked()
    // the steps go; focus moves from them to the switch, which now says on
    await expect(toggle).toBeFocused()
    const enabled = "Tekstiviestitunnistautuminen on käytössä. Koodit lähetetään numeroon +358405551234."
    await expect(section.getByText(enabled)).toBeVisible()
    await expect(steps).toHaveCount(0)
    await expectAccessible("my information, SMS login on")

    // the state is the server's: the same after a reload
    await page.reload()
    await expect(toggle).toBeChecked()
    await expect(section.getByText(enabled)).toBeVisible()

    // the next login asks for the code: a new one, then the way back cancels the pending login
    await page.context().clearCookies()
    await logIn(page, "fi", "/fi/omat-tiedot", "Sami Aalto")
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fomat-tiedot$/)
    await page.getByRole("button", { name: "Lähetä uusi koodi" }).click()
    await expect(
      page.getByRole("status").filter({ hasText: "Lähetimme uuden koodin puhelimeesi." }),
    ).toBeVisible()
    await expectAccessible("MFA page, a new code sent")
    await page.getByRole("button", { name: "Takaisin kirjautumiseen" }).click()
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=%2Ffi%2Fomat-tiedot$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    const session = (await (await page.request.get("/api/session")).json()) as { isLoggedIn: boolean }
    expect(session.isLoggedIn).toBe(false)
    await expectAccessible("login page after leaving the PIN step")

    await logIn(page, "fi", "/fi/omat-tiedot", "Sami Aalto")
    await page.keyboard.type("1234")
    await expect(page).toHaveURL(/\/fi\/omat-tiedot$/)
    await expect(toggle).toBeChecked()

    // turning it off asks for the code; a wrong one is named at the boxes and in the summary, and changes nothing
    await toggle.press("Space")
    const dialog = page.getByRole("alertdialog", {
      name: "Poistetaanko tekstiviestitunnistautuminen käytöstä?",
    })
    await expect(dialog).toBeFocused()
    await expect(
      dialog.getByRole("status").filter({ hasText: "Lähetimme uuden koodin puhelimeesi." }),
    ).toBeVisible()
    await expectAccessible("turning SMS login off: the code asked for")
    const code = dialog.getByRole("group", { name: "Tekstiviestikoodi" })
    await code.getByRole("textbox").first().focus()
    await page.keyboard.type("9999")
    await dialog.getByRole("button", { name: "Poista käytöstä" }).click()
    const wrong = "Koodi on väärä. Tarkista koodi ja yritä uudelleen. Yrityksiä jäljellä: 2."
    await expect(dialog.locator(".field__error")).toHaveText(wrong)
    const summary = dialog.locator(".error-summary")
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText(`Tekstiviestikoodi: ${wrong}`)
    await expect(code).toHaveAccessibleDescription(wrong)
    await expectAccessible("turning SMS login off: a wrong code")
    await summary.getByRole("link").click()
    await expect(code.getByRole("textbox").first()).toBeFocused()
    await page.keyboard.type("1234")
    await dialog.getByRole("button", { name: "Poista käytöstä" }).click()
    await expect(dialog).toHaveCount(0)
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toBeFocused()
    await expect(section.getByText("Tekstiviestitunnistautuminen ei ole käytössä.")).toBeVisible()
    await expectAccessible("my information, SMS login turned off")
    await page.reload()
    await expect(toggle).not.toBeChecked()
  })

  test("too many wrong codes close the card; my information says when to try again (sv)", async ({
    page,
    request,
    expectAccessible,
  }) => {
    await giveAnAppointment(request, "emma")
    await page.emulateMedia({ reducedMotion: "reduce" })
    await logIn(page, "sv", "/sv", "Emma Lindqvist")
    const card = page.getByRole("region", { name: "Ta i bruk inloggning med sms" })
    // no fade for those who ask for reduced motion
    await expect(card).toHaveCSS("transition-duration", "0s")
    await expect(card.getByRole("textbox", { name: "Telefonnummer" })).toHaveValue("+358405678900")
    await card.getByRole("button", { name: "Skicka koden" }).click()
    const boxes = card.getByRole("group", { name: "Koden i sms:et" }).getByRole("textbox")
    await expect(boxes.first()).toBeFocused()
    await page.keyboard.type("1111")
    await expect(page.getByRole("alert").filter({ hasText: "Identifieringen misslyckades" })).toContainText(
      "Försök identifiera dig igen",
    )
    await expect(boxes.last()).toBeFocused()
    await expectAccessible("onboarding card, wrong code (sv)")
    // the last box is selected: a new last digit sends the code again
    await page.keyboard.type("2")
    await expect(page.getByText("Identifieringen misslyckades")).toHaveCount(2)
    await expect(boxes.last()).toHaveValue("2")
    await expect(boxes.last()).toBeFocused()
    await page.keyboard.type("3")
    await expect(page.getByRole("alert").filter({ hasText: "För många försök" })).toContainText(
      "Du kan försöka igen senare",
    )
    await expect(card).toHaveCount(0)
    await expectAccessible("front page, too many retries")

    await page.goto("/sv/mina-uppgifter")
    const section = page.getByRole("region", { name: "Inloggning med sms" })
    await expect(
      section.getByText(
        /^Verifieringen av telefonnumret misslyckades för många gånger\. Du kan försöka igen från .+ \d{1,2}:\d{2}\.$/,
      ),
    ).toBeVisible()
    await expect(section.getByRole("switch")).toHaveCount(0)
    await expectAccessible("my information, onboarding locked")
  })
})
