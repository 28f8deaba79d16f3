import { expect, test, waitForPage } from "../fixtures.ts"
import { installSandboxClock } from "../clock.ts"

test.describe("the acting-on-behalf front page", () => {
  test("offers the mandate login and the ordinary login, without menu or footer", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/asiointipolku")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hoida omia asioitasi tai asioi toisen henkilön puolesta",
    )
    await expect(page.getByRole("link", { name: "Kirjaudu valtuutuksella" })).toHaveAttribute(
      "href",
      "/oauth/mandate?lang=fi&next=%2Ffi",
    )
    await expect(page.getByRole("link", { name: "Kirjaudu sisään" }).last()).toHaveAttribute(
      "href",
      "/fi/kirjaudu?nextPath=%2Ffi",
    )
    await expect(page.getByRole("contentinfo")).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Valikko" })).toHaveCount(0)
    await expect(page.getByRole("banner").getByRole("link", { name: /Aava/ })).toBeVisible()
    await expectAccessible("acting-on-behalf page")

    await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "Svenska" }).click()
    await expect(page).toHaveURL(/\/sv\/transaktionsbana$/)
    await expect(page.getByRole("link", { name: "Logga in med fullmakt" })).toBeVisible()
    await page.getByRole("navigation", { name: "Språk" }).getByRole("link", { name: "English" }).click()
    await expect(page.getByRole("link", { name: "Log in with a mandate" })).toBeVisible()
    await expectAccessible("acting-on-behalf page, en")
  })

  test("works by keyboard alone: Tab reaches the mandate login, Enter opens the identity provider", async ({
    page,
  }) => {
    await page.goto("/en/transaction-path")
    await waitForPage(page)
    const mandate = page.getByRole("link", { name: "Log in with a mandate" })
    for (let i = 0; i < 10 && !(await mandate.evaluate((link) => link === document.activeElement)); i++) {
      await page.keyboard.press("Tab")
    }
    await expect(mandate).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/oauth\//)
    await page.goBack()
    await waitForPage(page)
    const ordinary = page.getByRole("link", { name: "Log in", exact: true }).last()
    for (let i = 0; i < 10 && !(await ordinary.evaluate((link) => link === document.activeElement)); i++) {
      await page.keyboard.press("Tab")
    }
    await expect(ordinary).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/en\/login\?nextPath=%2Fen$/)
  })

  test("a refused mandate comes back with a 20 s error toast", async ({ page, expectAccessible }) => {
    await installSandboxClock(page)
    await page.goto("/fi/asiointipolku")
    await page.getByRole("link", { name: "Kirjaudu valtuutuksella" }).click()
    await page.getByRole("link", { name: "Nordea" }).click()
    await page.getByLabel("Kenen puolesta asioit").selectOption("refused")
    await page.getByRole("button", { name: "Aino Virtanen" }).click()

    await expect(page).toHaveURL(/\/fi\/asiointipolku$/)
    const toast = page.getByRole("alert").filter({ hasText: "Et voi asioida tämän henkilön puolesta" })
    await expect(toast).toContainText("Valtuutustiedot tulevat viranomaisen verkkopalvelusta.")
    await expectAccessible("refused mandate toast")
  })

  test("the error toast stays for 20 s", async ({ page }) => {
    await installSandboxClock(page)
    await page.goto("/fi/asiointipolku?error=mandateNotAllowed")
    const toast = page.getByRole("alert").filter({ hasText: "Et voi asioida tämän henkilön puolesta" })
    await expect(toast).toBeVisible()
    // the page's clock stops, so the toast's 20 s can be counted exactly
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(now + 500)
    await page.clock.runFor(18_000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(2_500)
    await expect(toast).toHaveCount(0)
  })

  test("a failing mandate service shows the unknown error", async ({ page }) => {
    await page.goto("/en/transaction-path?error=somethingElse")
    await expect(page.getByRole("alert")).toContainText("An unknown error has occurred")
    await expect(page).toHaveURL(/\/en\/transaction-path$/)
  })

  test("an allowed mandate logs in for the other person", async ({ page }) => {
    await page.goto("/sv/transaktionsbana")
    await page.getByRole("link", { name: "Logga in med fullmakt" }).click()
    await page.getByRole("link", { name: "OP", exact: true }).click()
    await page.getByLabel("För vems räkning du sköter ärenden").selectOption("raili")
    await page.getByRole("button", { name: "Aino Virtanen" }).click()
    await waitForPage(page)
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible()
    // a logged-in user does not see the anonymous-only page
    await page.goto("/sv/transaktionsbana")
    await expect(page).not.toHaveURL(/transaktionsbana/)
  })
})
