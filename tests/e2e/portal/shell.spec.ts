import { expect, test, waitForPage } from "../fixtures.ts"

const landings = [
  {
    lang: "fi",
    path: "/fi/ajanvaraus",
    heading: "Valitse käyntisi tyyppi",
    title: /^Valitse käyntisi tyyppi – Aava$/,
  },
  { lang: "sv", path: "/sv/tidsbokning", heading: "Välj typ av besök", title: /^Välj typ av besök – Aava$/ },
  {
    lang: "en",
    path: "/en/booking",
    heading: "Choose the type of your visit",
    title: /^Choose the type of your visit – Aava$/,
  },
] as const

test.describe("portal shell", () => {
  for (const { lang, path, heading, title } of landings) {
    test(`renders the booking landing in ${lang} with the language on <html> @mobile`, async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(path)
      await waitForPage(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole("contentinfo")).toContainText("010 555 3100")
      await expectAccessible(`booking landing, ${lang}`)
    })
  }

  test("switching the language keeps the page and its query @mobile", async ({ page, expectAccessible }) => {
    await page.goto("/fi/ajanvaraus?practitionerIds=12&includeRemote=true")
    await waitForPage(page)
    await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "Svenska" }).click()
    await expect(page).toHaveURL(/\/sv\/tidsbokning\?practitionerIds=12&includeRemote=true$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välj typ av besök")
    await expect(page.locator("html")).toHaveAttribute("lang", "sv")
    await page.getByRole("navigation", { name: "Språk" }).getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/en\/booking\?practitionerIds=12&includeRemote=true$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the type of your visit")
    await expectAccessible("booking landing after switching to English")
  })

  test("the cards carry the query string over to their lists", async ({ page }) => {
    await page.goto("/en/booking?practitionerIds=7")
    await waitForPage(page)
    await expect(page.getByRole("link", { name: "Private customer" })).toHaveAttribute(
      "href",
      "/en/booking/private-customer?practitionerIds=7",
    )
    await expect(page.getByRole("link", { name: "Insurance customer" })).toHaveAttribute(
      "href",
      "/en/booking/insurance?practitionerIds=7",
    )
  })

  test("the site root and a language root lead to the booking landing", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/fi\/ajanvaraus$/)
    await page.goto("/sv")
    await expect(page).toHaveURL(/\/sv\/tidsbokning$/)
  })

  test("a deep link survives a reload", async ({ page }) => {
    await page.goto("/sv/tidsbokning?startDate=2026-12-01")
    await waitForPage(page)
    await page.reload()
    await expect(page).toHaveURL(/\/sv\/tidsbokning\?startDate=2026-12-01$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välj typ av besök")
  })

  test("an unknown address shows the not-found page in that language", async ({ page, expectAccessible }) => {
    await page.goto("/en/no-such-page")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expectAccessible("not found, en")
    await page.getByRole("link", { name: "Go to the front page" }).click()
    await expect(page).toHaveURL(/\/en\/booking$/)
  })

  test("the log-in button carries the current page as nextPath", async ({ page }) => {
    await page.goto("/en/booking?includeRemote=true")
    await waitForPage(page)
    const login = page.getByRole("link", { name: "Log in" })
    await expect(login).toHaveAttribute(
      "href",
      `/en/login?nextPath=${encodeURIComponent("/en/booking?includeRemote=true")}`,
    )
  })

  test("the skip link moves to the main content", async ({ page }) => {
    await page.goto("/fi/ajanvaraus")
    await waitForPage(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Siirry sisältöön" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe("children's brand", () => {
  test.use({ environment: "children-production" })

  test("has no occupational card and its own name, colours and phone", async ({ page, expectAccessible }) => {
    await page.goto("/fi/ajanvaraus")
    await waitForPage(page)
    await expect(page.locator("html")).toHaveAttribute("data-brand", "children")
    await expect(page).toHaveTitle("Valitse käyntisi tyyppi – Aava Lastenklinikka")
    await expect(page.getByRole("link", { name: "Yksityisasiakas" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Työterveysasiakas" })).toHaveCount(0)
    await expect(page.getByRole("contentinfo")).toContainText("010 555 3400")
    await expectAccessible("children's booking landing")
  })
})

test.describe("Kela65 card", () => {
  test("shows, tagged 'over 65 years', when the session has the feature kela65", async ({ page }) => {
    await page.goto("/en/booking")
    await waitForPage(page)
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Kela65" }) })
    await expect(card).toContainText("over 65 years")
  })

  test.describe("without the feature", () => {
    test.use({ environment: "children-production" })
    test("is not offered", async ({ page }) => {
      await page.goto("/en/booking")
      await waitForPage(page)
      await expect(page.getByRole("link", { name: "Private customer" })).toBeVisible()
      await expect(page.getByRole("link", { name: "Kela65" })).toHaveCount(0)
    })
  })
})
