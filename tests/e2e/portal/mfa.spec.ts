import type { Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { installSandboxClock } from "../clock.ts"

// helena has SMS login in the seed; the sandbox's code is the last four digits of her phone number.
const HELENA_PIN = "0011"

/** Logs helena in with a bank: the identity provider sends her to the MFA page with next. */
async function loginToPinStep(page: Page, lang: "fi" | "sv" | "en", next: string): Promise<void> {
  const query = new URLSearchParams({ lang, next, acr_values: "tupas-nordea" })
  await page.goto(`/oauth/authenticate?${query.toString()}`)
  await page.getByRole("button", { name: "Helena Turunen" }).click()
  await waitForPage(page)
}

test.describe("the MFA page", () => {
  test("a wrong code says so; the right one goes to next, by keyboard alone", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    await loginToPinStep(page, "fi", "/fi/ajanvaraus")
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fajanvaraus$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syötä tekstiviestikoodi")
    // spec: no menu or footer
    await expect(page.getByRole("contentinfo")).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Valikko" })).toHaveCount(0)
    const group = page.getByRole("group", { name: "Tekstiviestikoodi" })
    await expect(group.getByRole("textbox")).toHaveCount(4)
    await expect(group.getByRole("textbox", { name: "1. merkki 4:stä" })).toBeFocused()
    await expectAccessible("MFA page")

    // letters are refused; the boxes take digits only
    await page.keyboard.type("a")
    await expect(group.getByRole("textbox").first()).toHaveValue("")
    await page.keyboard.type("12")
    await expect(group.getByRole("textbox", { name: "3. merkki 4:stä" })).toBeFocused()
    await page.keyboard.press("Backspace")
    await expect(group.getByRole("textbox", { name: "2. merkki 4:stä" })).toBeFocused()
    await page.keyboard.type("234")

    await expect(page.getByRole("alert")).toHaveText(
      "Koodi on väärä. Tarkista koodi ja yritä uudelleen. Yrityksiä jäljellä: 2.",
    )
    await expect(group.getByRole("textbox").first()).toBeFocused()
    await expect(group.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true")
    await expectAccessible("MFA page, wrong code")

    await page.keyboard.type(HELENA_PIN)
    await expect(page).toHaveURL(/\/fi\/ajanvaraus$/)
    await expect(page.getByRole("button", { name: "Käyttäjän valikko: Helena Turunen" })).toBeVisible()
  })

  test("a pending PIN step leads back to the PIN page, never to the timed-out page", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    await loginToPinStep(page, "fi", "/fi/ajanvaraus")
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fajanvaraus$/)

    // in-app: the brand link to the front page comes back to the PIN page, the front page as next
    await page
      .getByRole("banner")
      .getByRole("link", { name: /etusivu/ })
      .click()
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syötä tekstiviestikoodi")

    // another portal address opened directly: the PIN page again, that address as next
    await page.goto("/fi/ajanvaraukset")
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fajanvaraukset$/)
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syötä tekstiviestikoodi")
    await expect(page.getByText(/kirjattiin ulos/)).toHaveCount(0)
    await expectAccessible("MFA page after opening another page")

    // the timed-out page is for a lapsed session only: its next is where the PIN step leads
    await page.goto(`/fi/katkennut-istunto?next=${encodeURIComponent("/fi/omat-tiedot")}`)
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fomat-tiedot$/)
    await page.goto("/fi/ajanvaraukset")
    await expect(page).toHaveURL(/\/fi\/tunnistautuminen\?next=%2Ffi%2Fajanvaraukset$/)

    // the PIN, then the page asked for
    await page.getByRole("group", { name: "Tekstiviestikoodi" }).getByRole("textbox").first().focus()
    await page.keyboard.type(HELENA_PIN)
    await expect(page).toHaveURL(/\/fi\/ajanvaraukset$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajanvarauksesi")
    await expect(page.getByRole("button", { name: "Käyttäjän valikko: Helena Turunen" })).toBeVisible()
    await expectAccessible("the page asked for, after the PIN")
  })

  test("a pasted code is sent at once", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await loginToPinStep(page, "sv", "/sv/tidsbokning")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ange sms-koden")
    await page.evaluate((pin) => navigator.clipboard.writeText(pin), HELENA_PIN)
    await page.keyboard.press("ControlOrMeta+V")
    await expect(page).toHaveURL(/\/sv\/tidsbokning$/)
  })

  test("too many wrong codes log the user out; on a phone the toast covers no focused control", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    await installSandboxClock(page)
    await loginToPinStep(page, "en", "/en/booking")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the SMS code")
    await page.keyboard.type("9999")
    await expect(page.getByRole("alert")).toContainText("Attempts left: 2.")
    await page.keyboard.type("9999")
    await expect(page.getByRole("alert")).toContainText("Attempts left: 1.")
    await page.keyboard.type("9999")

    const toast = page.getByRole("alert").filter({ hasText: "Too many retries" })
    await expect(toast).toContainText("You were logged out. You can retry again later.")
    await expect(page).not.toHaveURL(/authentication/)
    await waitForPage(page)
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible()
    await expectAccessible("logged out after too many retries")

    // WCAG 2.4.11: walked by keyboard while the toast shows, each footer link is scrolled above it
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    const count = await page.getByRole("contentinfo").getByRole("link").count()
    expect(count).toBe(4)
    const seen = new Set<string>()
    for (let presses = 0; presses < 80 && seen.size < count; presses++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        if (!(element instanceof HTMLAnchorElement) || !element.closest("footer")) return undefined
        const box = element.getBoundingClientRect()
        const toastTop = document.querySelector(".toast")!.getBoundingClientRect().top
        return { href: element.href, top: box.top, bottom: box.bottom, toastTop }
      })
      if (!focused) continue
      seen.add(focused.href)
      expect(focused.top, focused.href).toBeGreaterThanOrEqual(0)
      expect(focused.bottom, focused.href).toBeLessThanOrEqual(focused.toastTop)
    }
    expect(seen.size).toBe(count)
    await expect(toast).toBeVisible()
    await expectAccessible("a toast over the end of the page, on a phone")
  })
})
