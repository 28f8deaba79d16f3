// The invoice-notification landing and the new-customer page (spec messaging §2 'Anonymous pages', §6): the
// landing's three choices each lead to the right login (the brand's own login returning to the invoices, or the
// guardian login through the guardian registration), no footer or menu, language links FI SV EN; the new-customer
// page's booking, phone and log out. Axe on every state; one language per journey (the texts in every language:
// the locale checks and tests/unit/views/landing); no sideways scrolling at 320 px in fi, sv and en.
import type { Page } from "@playwright/test"
import { test } from "../fixtures.ts"
import { expect } from "./healthSupport.ts"
import { LANGS, paths, texts, type Lang } from "./landingSupport.ts"
import { logIn } from "../login.ts"
import { measureOverflow, NARROW } from "./reflowSupport.ts"

test.describe.configure({ timeout: 120_000 })

const choices = (page: Page, lang: Lang) =>
  page.getByRole("list", { name: texts[lang].landing.invoice.choices }).getByRole("listitem")

/** The choice's link: its title, then the brand. */
const choiceLink = (page: Page, lang: Lang, index: number) => choices(page, lang).nth(index).getByRole("link")

/** After the login page: the bank's link leads to the identity provider, which is told where to return. */
async function identityProviderNext(page: Page, lang: Lang): Promise<string | null> {
  await page.getByRole("link", { name: texts[lang].account.login.providers["tupas-nordea"] }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/oauth") || url.pathname.startsWith("/__"))
  return new URL(page.url()).searchParams.get("next")
}

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "fi"
  test(`the invoice landing asks whose visit, without footer or menu, with FI SV EN links; the own visit leads to the adult login (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { invoice } = texts[lang].landing
    await page.goto(paths.invoiceLanding[lang])
    await expect(page.getByRole("heading", { level: 1, name: invoice.title })).toBeVisible()
    await expect(page).toHaveTitle(`${texts[lang].shell.pageTitles.invoiceLanding} – Aava`)
    await expect(choices(page, lang)).toHaveCount(3)
    await expect(choiceLink(page, lang, 0)).toContainText(invoice.own)
    await expect(choiceLink(page, lang, 0)).toContainText("Aava")
    await expect(choiceLink(page, lang, 1)).toContainText(invoice.own)
    await expect(choiceLink(page, lang, 1)).toContainText("Aava Lastenklinikka")
    await expect(choiceLink(page, lang, 2)).toContainText(invoice.child)
    await expect(choices(page, lang).nth(2)).toContainText(invoice.childHint)
    await expect(page.getByRole("contentinfo")).toHaveCount(0)
    await expect(page.getByRole("navigation", { name: texts[lang].shell.menu.label })).toHaveCount(0)
    const languages = page.getByRole("navigation", { name: texts[lang].shell.header.languages })
    // spec: language links FI, SV and EN (each named in its language; a phone shows the code)
    await expect(languages.getByRole("link")).toHaveCount(3)
    for (const code of LANGS) await expect(languages.locator(`a[hreflang="${code}"]`)).toBeVisible()
    await expectAccessible(`invoice landing, ${lang}`)
    // the language links keep the page
    const other: Lang = lang === "fi" ? "sv" : "fi"
    await languages.locator(`a[hreflang="${other}"]`).click()
    await expect(page).toHaveURL(paths.invoiceLanding[other])
    await expect(
      page.getByRole("heading", { level: 1, name: texts[other].landing.invoice.title }),
    ).toBeVisible()
    await page
      .getByRole("navigation", { name: texts[other].shell.header.languages })
      .locator(`a[hreflang="${lang}"]`)
      .click()
    await expect(page).toHaveURL(paths.invoiceLanding[lang])

    // the own visit at the adult brand leads to its login, returning to the invoices
    await choiceLink(page, lang, 0).click()
    await expect(page).toHaveURL(`${paths.login[lang]}?nextPath=${encodeURIComponent(paths.invoices[lang])}`)
    await expect(
      page.getByRole("heading", { level: 1, name: texts[lang].account.login.welcome.adult }),
    ).toBeVisible()
    await expectAccessible(`adult login from the invoice landing, ${lang}`)
    expect(await identityProviderNext(page, lang)).toBe(paths.invoices[lang])
    await expect(page.getByRole("group", { name: /guardian|huoltaja|vårdnadshavare/i })).toHaveCount(0)
  })
}

test.describe("in the children's brand", () => {
  test.use({ environment: "children-development" })

  test("the own visit leads to the brand's own login (en), the child's visit to the guardian login (fi)", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(paths.invoiceLanding.en)
    await expectAccessible("invoice landing, children's brand")
    await choiceLink(page, "en", 1).click()
    await expect(page).toHaveURL(`${paths.login.en}?nextPath=${encodeURIComponent(paths.invoices.en)}`)
    await expect(
      page.getByRole("heading", { level: 1, name: texts.en.account.login.welcome.children }),
    ).toBeVisible()
    expect(await identityProviderNext(page, "en")).toBe(paths.invoices.en)
    await expect(page.getByRole("group", { name: /guardian/i })).toHaveCount(0)

    // the child's visit leads to the guardian login, guardianship from the population register (fi)
    await page.goto(paths.invoiceLanding.fi)
    await choiceLink(page, "fi", 2).click()
    const guardianNext = `/fi/hpa/register?next=${encodeURIComponent(paths.invoices.fi)}`
    await expect(page).toHaveURL(`${paths.login.fi}?nextPath=${encodeURIComponent(guardianNext)}`)
    await expect(
      page.getByRole("heading", { level: 1, name: texts.fi.account.login.welcome.children }),
    ).toBeVisible()
    await expectAccessible("guardian login from the invoice landing")
    expect(await identityProviderNext(page, "fi")).toBe(guardianNext)
    // the identity provider asks whose guardian: the guardian login
    await expect(page.getByRole("group", { name: /huoltaja/i })).toBeVisible()
  })
})

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "en"
  test(`a new customer is welcomed with booking, customer service and log out (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { newCustomer } = texts[lang].landing
    // Kalle has no visits or events (the front page leads him here); logging out ends only this test's session
    await logIn(page, "kalle", paths.newCustomer[lang])
    await expect(page.getByRole("heading", { level: 1, name: newCustomer.title })).toBeVisible()
    await expect(page).toHaveTitle(`${texts[lang].shell.pageTitles.newCustomer} – Aava`)
    await expect(page.getByText(newCustomer.intro)).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: newCustomer.book })).toHaveAttribute(
      "href",
      `/${lang}/${{ fi: "ajanvaraus", sv: "tidsbokning", en: "booking" }[lang]}`,
    )
    await expect(page.getByRole("main").getByRole("link", { name: "010 555 3100" })).toHaveAttribute(
      "href",
      "tel:+358105553100",
    )
    await expectAccessible(`new customer, ${lang}`)

    await page.getByRole("main").getByRole("button", { name: newCustomer.logOut }).click()
    const dialog = page.getByRole("alertdialog", { name: texts[lang].shell.logout.title })
    await expect(dialog).toBeVisible()
    await expectAccessible(`new customer, log out asked, ${lang}`)
    await dialog.getByRole("button", { name: texts[lang].shell.logout.confirm }).click()
    await expect(page.getByRole("link", { name: texts[lang].shell.header.login })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${lang}(?:[/?#]|$)`))
  })
}

// an anonymous visitor on the new-customer page has no log-out button: tests/unit/views/landing/NewCustomerPage.test.tsx

test.describe("at 320 px", () => {
  test.use({ viewport: NARROW })
  test("the landing and the new-customer page reflow without sideways scrolling", async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(paths.invoiceLanding[lang])
      await expect(choices(page, lang)).toHaveCount(3)
      expect((await measureOverflow(page, NARROW.width)).offenders).toEqual([])
    }
    await logIn(page, "kalle", paths.newCustomer.fi)
    await expect(
      page.getByRole("heading", { level: 1, name: texts.fi.landing.newCustomer.title }),
    ).toBeVisible()
    expect((await measureOverflow(page, NARROW.width)).offenders).toEqual([])
  })
})
