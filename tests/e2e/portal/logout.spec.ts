import { expect, test, waitForPage } from "../fixtures.ts"

test.describe("logout", () => {
  test("asks first, by keyboard alone; Escape and Cancel keep the user logged in", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    const query = new URLSearchParams({ lang: "en", next: "/en/booking", acr_values: "tupas-op" })
    await page.goto(`/oauth/authenticate?${query.toString()}`)
    await page.getByRole("button", { name: "Aino Virtanen" }).click()
    await waitForPage(page)

    const userMenu = page.getByRole("button", { name: "User menu: Aino Virtanen" })
    await userMenu.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Log out" }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("alertdialog", { name: "Log out?" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText("Do you want to log out of the service?")
    await expectAccessible("logout confirmation")

    // focus stays in the dialog
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      await expect(dialog.locator(":focus")).toHaveCount(1)
    }
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(userMenu).toBeFocused()

    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Log out" }).focus()
    await page.keyboard.press("Enter")
    await dialog.getByRole("button", { name: "Cancel" }).focus()
    await page.keyboard.press("Enter")
    await expect(dialog).toHaveCount(0)
    // focus back on the menu's button, as after Escape (the next Enter opens the menu from there)
    await expect(userMenu).toBeFocused()

    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Log out" }).focus()
    await page.keyboard.press("Enter")
    const loggedOut = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/logout" && response.status() === 200,
    )
    await dialog.getByRole("button", { name: "Log out" }).focus()
    await page.keyboard.press("Enter")
    await loggedOut
    await waitForPage(page)
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible()
    await expect(page.getByRole("button", { name: /User menu/ })).toHaveCount(0)
    await expect(page).toHaveURL(/\/en(\/|$)/)
    const session = await page.evaluate(
      async () => (await (await fetch("/api/session")).json()) as { isLoggedIn: boolean },
    )
    expect(session.isLoggedIn).toBe(false)
    await expectAccessible("front page after logout")
  })

  test("the confirmation speaks Swedish", async ({ page, expectAccessible }) => {
    const query = new URLSearchParams({ lang: "sv", next: "/sv/tidsbokning", acr_values: "tupas-op" })
    await page.goto(`/oauth/authenticate?${query.toString()}`)
    await page.getByRole("button", { name: "Aino Virtanen" }).click()
    await waitForPage(page)
    await page.getByRole("button", { name: "Användarmeny: Aino Virtanen" }).click()
    await page.getByRole("menuitem", { name: "Logga ut" }).click()
    const dialog = page.getByRole("alertdialog", { name: "Logga ut?" })
    await expect(dialog).toContainText("Vill du logga ut från tjänsten?")
    await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeVisible()
    await expectAccessible("logout confirmation, sv")
    await dialog.getByRole("button", { name: "Logga ut" }).click()
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible()
  })

  test("from the side menu on a phone @mobile", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the side menu's log-out item is for phones")
    const query = new URLSearchParams({ lang: "fi", next: "/fi/ajanvaraus", acr_values: "tupas-op" })
    await page.goto(`/oauth/authenticate?${query.toString()}`)
    await page.getByRole("button", { name: "Aino Virtanen" }).click()
    await waitForPage(page)
    await page.getByRole("button", { name: "Valikko", exact: true }).click()
    await page
      .getByRole("navigation", { name: /valikko/i })
      .getByRole("button", { name: "Kirjaudu ulos" })
      .click()
    const dialog = page.getByRole("alertdialog", { name: "Kirjaudutaanko ulos?" })
    await dialog.getByRole("button", { name: "Kirjaudu ulos" }).click()
    await waitForPage(page)
    await expect(page.getByRole("link", { name: "Kirjaudu sisään" })).toBeVisible()
  })
})
