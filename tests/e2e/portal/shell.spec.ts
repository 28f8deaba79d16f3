import { expect, test, waitForPage } from "../fixtures.ts"

// spec booking §2 (the booking landing), §6 (gating); the portal's frame: language, addresses, skip link, not found.
// One language per journey: the landing's heading, cards, query-carrying links, Kela65 gating and the footer's
// numbers in fi, sv and en are held by tests/unit/views/shell/bookingLanding.test.tsx, the page titles by
// tests/unit/views/shell/pageTitles.test.ts.

test.describe("portal shell", () => {
  test("the booking landing in fi with the language on <html>; switching the language keeps the page and its query @mobile", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus?practitionerIds=12&includeRemote=true")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Valitse käyntisi tyyppi")
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await expect(page).toHaveTitle(/^Valitse käyntisi tyyppi – Aava$/)
    await expect(page.getByRole("contentinfo")).toContainText("010 555 3100")
    await expectAccessible("booking landing, fi")

    await page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "Svenska" }).click()
    await expect(page).toHaveURL(/\/sv\/tidsbokning\?practitionerIds=12&includeRemote=true$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välj typ av besök")
    await expect(page.locator("html")).toHaveAttribute("lang", "sv")
    await expect(page).toHaveTitle(/^Välj typ av besök – Aava$/)
    await page.getByRole("navigation", { name: "Språk" }).getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/en\/booking\?practitionerIds=12&includeRemote=true$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose the type of your visit")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expectAccessible("booking landing after switching to English")
  })

  test("the landing's links keep the query, Kela65 is tagged, the skip link, reloads, roots and an unknown address", async ({
    page,
    expectAccessible,
  }) => {
    // the cards and the log-in button carry the query string; Kela65 shows with the feature kela65
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
    const kela65 = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Kela65" }) })
    await expect(kela65).toContainText("over 65 years")
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/en/login?nextPath=${encodeURIComponent("/en/booking?practitionerIds=7")}`,
    )
    await expectAccessible("booking landing, en, with a query")

    // the skip link moves to the main content
    await page.goto("/fi/ajanvaraus")
    await waitForPage(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Siirry sisältöön" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)

    // a deep link survives a reload
    await page.goto("/sv/tidsbokning?startDate=2026-12-01")
    await waitForPage(page)
    await page.reload()
    await expect(page).toHaveURL(/\/sv\/tidsbokning\?startDate=2026-12-01$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välj typ av besök")

    // the site root and a language root lead to the booking landing
    await page.goto("/")
    await expect(page).toHaveURL(/\/fi\/ajanvaraus$/)
    await page.goto("/sv")
    await expect(page).toHaveURL(/\/sv\/tidsbokning$/)

    // an unknown address shows the not-found page in that language
    await page.goto("/en/no-such-page")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expectAccessible("not found, en")
    await page.getByRole("link", { name: "Go to the front page" }).click()
    await expect(page).toHaveURL(/\/en\/booking$/)
  })
})

test.describe("children's brand", () => {
  test.use({ environment: "children-production" })

  test("has its own name, colours and phone, no occupational card and no Kela65 without the feature", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ajanvaraus")
    await waitForPage(page)
    await expect(page.locator("html")).toHaveAttribute("data-brand", "children")
    await expect(page).toHaveTitle("Valitse käyntisi tyyppi – Aava Lastenklinikka")
    await expect(page.getByRole("link", { name: "Yksityisasiakas" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Työterveysasiakas" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Kela65" })).toHaveCount(0)
    await expect(page.getByRole("contentinfo")).toContainText("010 555 3400")
    await expectAccessible("children's booking landing")
  })
})
