import type { Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { installSandboxClock } from "../clock.ts"

// The sandbox's sessions last 30 minutes (authTokenTimeout 30 minutes). The browser's clock is driven forward, so
// the page's own timers give the warnings and the end without the test waiting half an hour.
const MINUTE = 60_000

async function loginWithBank(page: Page, persona: string, lang: "fi" | "sv" | "en", next: string) {
  const query = new URLSearchParams({ lang, next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  await page.getByRole("button", { name: persona }).click()
  await waitForPage(page)
}

test.describe("session expiry", () => {
  test("warns 90 s and 30 s before the end, then shows the timed-out page", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    await installSandboxClock(page)
    await loginWithBank(page, "Aino Virtanen", "fi", "/fi/ajanvaraus?includeRemote=true")
    await expect(page.getByRole("button", { name: "Käyttäjän valikko: Aino Virtanen" })).toBeVisible()
    const expires = await page.evaluate(async () => {
      const session = (await (await fetch("/api/session")).json()) as { sessionExpires: string }
      return Date.parse(session.sessionExpires)
    })
    const now = await page.evaluate(() => Date.now())
    expect(expires - now).toBeGreaterThan(29 * MINUTE)

    await page.clock.fastForward(expires - now - 95_000)
    await expect(page.getByText("Istuntosi päättyy", { exact: false })).toHaveCount(0)
    await page.clock.fastForward(5_000)
    // the warning stays until acted on (WCAG 2.2.1): an alert dialog with focus on its "continue"
    const warning = page.getByRole("alertdialog", { name: "Istuntosi on päättymässä" })
    await expect(warning).toContainText("Istuntosi päättyy 90 sekunnin kuluttua")
    await expect(warning.getByRole("button", { name: "Jatka istuntoa" })).toBeFocused()
    await expectAccessible("the 90 s warning")

    await page.clock.fastForward(60_000)
    await expect(warning).toContainText("Istuntosi päättyy 30 sekunnin kuluttua")
    await expectAccessible("the 30 s warning")

    await page.clock.fastForward(30_000)
    await expect(page).toHaveURL(
      `/fi/katkennut-istunto?next=${encodeURIComponent("/fi/ajanvaraus?includeRemote=true")}`,
    )
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sinut kirjattiin ulos")
    await expect(
      page.getByText("Sinut kirjattiin ulos, koska tunnistautumisestasi on kulunut yli 30 minuuttia."),
    ).toBeVisible()
    await expectAccessible("timed-out page")

    // a timed-out user reaches only the MFA and timed-out pages
    await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "English" }).click()
    await expect(page.getByText(/over 30 minutes since you were authenticated/)).toBeVisible()
    await page.getByRole("banner").getByRole("link", { name: /Aava/ }).click()
    await expect(page).toHaveURL(/\/en\/expired-session\?next=%2Fen$/)

    // the next action: a bank login, back to where the user was going
    await page.getByRole("button", { name: "Log in with online banking credentials" }).click()
    await expect(page).toHaveURL(/\/en\/login\?nextPath=%2Fen$/)
    await waitForPage(page)
    await page.getByRole("link", { name: "Nordea" }).click()
    await page.getByRole("button", { name: "Aino Virtanen" }).click()
    await expect(page).toHaveURL(/\/en(\/booking)?$/)
    await expect(page.getByRole("button", { name: "User menu: Aino Virtanen" })).toBeVisible()
  })

  test("the warning's continue extends the session, by keyboard", async ({ page, expectAccessible }) => {
    await installSandboxClock(page)
    await loginWithBank(page, "Aino Virtanen", "en", "/en/booking")
    const userMenu = page.getByRole("button", { name: "User menu: Aino Virtanen" })
    await expect(userMenu).toBeVisible()
    const readExpiry = () =>
      page.evaluate(async () => {
        const session = (await (await fetch("/api/session")).json()) as { sessionExpires: string }
        return Date.parse(session.sessionExpires)
      })
    const firstEnd = await readExpiry()
    await page.clock.fastForward(firstEnd - (await page.evaluate(() => Date.now())) - 90_000)
    const warning = page.getByRole("alertdialog", { name: "Your session is about to end" })
    await expect(warning).toContainText("Your session will end in 90 seconds.")
    await expect(warning).toContainText("Messages you have written are kept as drafts")
    await expect(warning.getByRole("button", { name: "Continue session" })).toBeFocused()
    await expectAccessible("the session warning, en")

    await page.keyboard.press("Enter")
    await expect(warning).toHaveCount(0)
    // the server gave the login a new lifetime from the moment of the press (its clock is not driven forward)
    expect(await readExpiry()).toBeGreaterThan(firstEnd)
    // past the first end, and 25 minutes on: still logged in, no warning, no timed-out page
    await page.clock.fastForward(60_000)
    await page.clock.fastForward(25 * MINUTE)
    await expect(page).toHaveURL(/\/en\/booking$/)
    await expect(warning).toHaveCount(0)
    await expect(userMenu).toBeVisible()
    // the new end is warned of in its turn
    await page.clock.fastForward(3 * MINUTE)
    await expect(warning).toContainText("Your session will end in 90 seconds.")
  })

  test("after an SMS-code login the timed-out page orders a new code", async ({ page, expectAccessible }) => {
    test.slow()
    await installSandboxClock(page)
    await loginWithBank(page, "Helena Turunen", "sv", "/sv/tidsbokning")
    await page.keyboard.type("0011")
    await expect(page).toHaveURL(/\/sv\/tidsbokning$/)
    await waitForPage(page)
    await page.clock.fastForward(31 * MINUTE)
    await expect(page).toHaveURL(/\/sv\/utgatt-session\?next=%2Fsv%2Ftidsbokning$/)
    await expect(page.getByText(/Du loggades ut eftersom det har gått över 30 minuter/)).toBeVisible()
    await expectAccessible("timed-out page, sv")
    await page.getByRole("link", { name: "Beställ en sms-kod" }).click()
    await expect(page).toHaveURL(/\/sv\/behorighetskontroll\?next=%2Fsv%2Ftidsbokning$/)
    await waitForPage(page)
    // after a navigation focus is on the heading; the code boxes come next
    await page.keyboard.press("Tab")
    await expect(page.getByRole("textbox", { name: "1 av 4" })).toBeFocused()
    await page.keyboard.type("0011")
    await expect(page).toHaveURL(/\/sv\/tidsbokning$/)
  })
})

test.describe("session expiry in the children's brand", () => {
  test.use({ environment: "children-development" })

  test("the timed-out page leads to the children's login choice", async ({ page }) => {
    await installSandboxClock(page)
    await loginWithBank(page, "Mikko Korhonen", "fi", "/fi/ajanvaraus")
    await page.clock.fastForward(31 * MINUTE)
    await expect(page).toHaveURL(
      `/fi/katkennut-istunto?next=${encodeURIComponent("/fi/kirjaudu/kenen-puolesta")}`,
    )
    await page.getByRole("button", { name: "Kirjaudu verkkopankkitunnuksilla" }).click()
    await expect(page).toHaveURL(/\/fi\/kirjaudu\/kenen-puolesta$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kenen asioita hoidat?")
  })
})
