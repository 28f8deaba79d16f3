import { expect, test, waitForPage } from "../fixtures.ts"

// The login journeys, in Finnish. The login page in fi, sv and en and its language switch are a component test
// (tests/unit/views/front/frontPageStates.test.tsx).

test.describe("login", () => {
  test("an anonymous visitor logs in with a bank through the identity provider and returns to the page", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus?includeRemote=true")
    await waitForPage(page)
    await page.getByRole("link", { name: "Kirjaudu sisään" }).click()

    await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tervetuloa Aavan asiointipalveluun")
    const methods = page.getByRole("list").filter({ has: page.getByRole("link", { name: "Nordea" }) })
    await expect(methods.getByRole("link")).toHaveCount(11)
    await expect(page.getByRole("link", { name: "Mobiilivarmenne" })).toHaveAttribute(
      "href",
      `/oauth/authenticate?lang=fi&next=${encodeURIComponent("/fi/ajanvaraus?includeRemote=true")}&acr_values=mobiilivarmenne`,
    )
    // spec: the login page has no menu
    await expect(page.getByRole("button", { name: "Valikko" })).toHaveCount(0)
    await expectAccessible("login page")

    await page.getByRole("link", { name: "Nordea" }).click()
    await page.getByRole("button", { name: "Aino Virtanen" }).click()

    await expect(page).toHaveURL(/\/fi\/ajanvaraus\?includeRemote=true$/)
    await expect(page.getByRole("button", { name: "Käyttäjän valikko: Aino Virtanen" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Kirjaudu sisään" })).toHaveCount(0)
    await expectAccessible("booking landing, logged in")
  })
})

test.describe("children's brand login", () => {
  test.use({ environment: "children-development" })

  test("asks first whose matters the visitor handles", async ({ page, expectAccessible }) => {
    await page.goto("/fi/ajanvaraus")
    await waitForPage(page)
    await page.getByRole("link", { name: "Kirjaudu sisään" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kenen asioita hoidat?")
    await expectAccessible("children's login choice")
    await page.getByRole("link", { name: /Omat asiani/ }).click()
    await expect(page).toHaveURL(/\/fi\/kirjaudu\?nextPath=%2Ffi%2Fajanvaraus$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Tervetuloa Aava Lastenklinikan asiointipalveluun",
    )
  })

  test("a guardian's login goes through the guardian registration", async ({ page }) => {
    await page.goto("/fi/kirjaudu/kenen-puolesta?nextPath=%2Ffi%2Fajanvaraus")
    await page.getByRole("link", { name: /Lapseni asiat/ }).click()
    const expectedNext = encodeURIComponent(`/fi/hpa/register?next=${encodeURIComponent("/fi/ajanvaraus")}`)
    await expect(page).toHaveURL(
      new RegExp(`/fi/kirjaudu\\?nextPath=${expectedNext.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    )
  })
})
