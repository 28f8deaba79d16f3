import type { Page } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { measureOverflow, NARROW } from "./reflowSupport.ts"

// spec booking §2 (help, sickness fund, children's chat notice, terms), §6 (gating), §9 (the sickness fund's co-pays
// and limits); messaging §2 (the anonymous children's chat page). Pages only read: any persona will do.

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const size = page.viewportSize()
  await page.setViewportSize(NARROW)
  const { scrollWidth, offenders } = await measureOverflow(page, NARROW.width)
  expect(scrollWidth, offenders.join("; ")).toBeLessThanOrEqual(NARROW.width)
  if (size) await page.setViewportSize(size)
}

/** The side menu (fi), opened by its button where the layout hides it. */
async function sideMenu(page: Page) {
  const menu = page.getByRole("navigation", { name: "Päävalikko" })
  if (!(await menu.isVisible())) await page.getByRole("button", { name: "Valikko", exact: true }).click()
  await expect(menu).toBeVisible()
  return menu
}

const notFound = { sv: "Sidan hittades inte", en: "Page not found" } as const

test.describe("help (/fi/ohjeita, Finnish only)", () => {
  test("general instructions in an accordion, and the SMS-login FAQ with mfa", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/fi/ohjeita")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ohjeita")
    await expect(page).toHaveTitle(/^Ohjeita – /)
    const topic = page.getByRole("button", { name: "Ajan peruminen" })
    await expect(topic).toHaveAttribute("aria-expanded", "false")
    await expectAccessible("help, closed")
    await topic.focus()
    await page.keyboard.press("Enter")
    await expect(topic).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText(/Voit perua ajan maksutta viimeistään 24 tuntia/)).toBeVisible()
    // the development environment has feature mfa
    await expect(
      page.getByRole("heading", { level: 2, name: "Kirjautuminen tekstiviestikoodilla" }),
    ).toBeVisible()
    await page.getByRole("button", { name: "Miten otan sen käyttöön?" }).click()
    await expect(page.getByText(/etusivun kortista tai kohdasta Omat tiedot/)).toBeVisible()
    await expectAccessible("help, open")
    await expectNoSidewaysScroll(page)
  })
})

test.describe("sickness fund (/{lang}/sairauskassa, for members)", () => {
  test("four tabs, the anchor selects the tab, the co-pays and limits; Aino's menu has no occupational pages (fi)", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", "/fi/sairauskassa#korvauskaytannot")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sairauskassa")
    const tabs = page.getByRole("tablist", { name: "Sairauskassan tiedot" }).getByRole("tab")
    await expect(tabs).toHaveText(["Sairauskassa", "Korvauskäytännöt", "Ohjeet", "Usein kysyttyä"])
    await expect(page.getByRole("tab", { name: "Korvauskäytännöt" })).toHaveAttribute("aria-selected", "true")
    const table = page.getByRole("table", { name: "Sairauskassan omavastuut ja korvausrajat" })
    const row = (service: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: service }) })
    await expect(row("Sairaanhoitajan vastaanotto")).toContainText("5,00 € / käynti")
    await expect(row("Yleislääkärin vastaanotto")).toContainText("15,00 € / käynti")
    await expect(row("Yleislääkärin vastaanotto")).toContainText("enintään 12 käyntiä kalenterivuodessa")
    await expect(row("Erikoislääkärin vastaanotto")).toContainText("50 % laskusta")
    await expect(row("Erikoislääkärin vastaanotto")).toContainText("enintään 200,00 € käyntiä kohden")
    await expect(row("Erikoislääkärin vastaanotto")).toContainText("enintään 2 käyntiä kalenterivuodessa")
    await expect(row("Toimenpiteet (toimipaikkaosuus)")).toContainText("enintään 300,00 € käyntiä kohden")
    await expect(row("Fysioterapia")).toContainText("enintään 500,00 € kalenterivuodessa")
    await expect(row("Lyhytpsykoterapia")).toContainText("Ei omavastuuta")
    await expect(row("Lyhytpsykoterapia")).toContainText("enintään 10 käyntiä kalenterivuodessa")
    await expectAccessible("sickness fund, reimbursements")
    await expectNoSidewaysScroll(page)

    // arrow keys move between tabs, and the address follows the tab
    await page.getByRole("tab", { name: "Korvauskäytännöt" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect(page.getByRole("tab", { name: "Ohjeet" })).toHaveAttribute("aria-selected", "true")
    await expect(page).toHaveURL("/fi/sairauskassa#ohjeet")
    await expect(
      page.getByRole("heading", { level: 2, name: "Näin käytät sairauskassan palveluja" }),
    ).toBeVisible()
    await expectAccessible("sickness fund, instructions")

    await page.getByRole("tab", { name: "Usein kysyttyä" }).click()
    await expect(page).toHaveURL("/fi/sairauskassa#usein-kysyttya")
    const question = page.getByRole("button", { name: "Koskevatko korvaukset perheenjäseniäni?" })
    await question.click()
    await expect(question).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText(/Korvaukset koskevat vain sairauskassan jäsentä/)).toBeVisible()
    await expectAccessible("sickness fund, FAQ open")

    // Aino has no occupational healthcare: her menu has the invoices but no occupational pages
    const menu = await sideMenu(page)
    await expect(menu.getByRole("link", { name: "Laskut" })).toBeVisible()
    await expect(menu.getByRole("link", { name: "Työterveystiimi" })).toHaveCount(0)
    await expect(menu.getByRole("link", { name: "Influenssarokotus" })).toHaveCount(0)
  })
})

test.describe("children's brand", () => {
  test.use({ environment: "children-development" })

  test("Finnish-only terms, the anonymous chat notice (sv), logged in the notice and a menu without occupational pages (fi)", async ({
    page,
    expectAccessible,
  }) => {
    // the terms: the footer's link and another language's address lead to /fi/eula
    await page.goto("/en/booking")
    await waitForPage(page)
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of use" }).click()
    await expect(page).toHaveURL("/fi/eula")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käyttöehdot")
    await expect(page.getByRole("heading", { level: 2, name: "Lapsen asiointi" })).toBeVisible()
    await expectAccessible("terms, children's brand")
    await page.goto("/sv/eula")
    await expect(page).toHaveURL("/fi/eula")

    // the children's chat notice, anonymous
    await page.goto("/sv/anonyma-anvandare/pikkutsatti")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pikkutsatti har flyttat till appen Aava Lapset",
    )
    await expect(page.getByRole("link", { name: /Google Play/ }).first()).toBeVisible()
    await expectAccessible("pikkutsatti, anonymous, sv")

    // logged in: the chat has moved to the app, with its store links
    await logIn(page, "mikko", "/fi/pikkutsatti")
    await waitForPage(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pikkutsatti on siirtynyt Aava Lapset -sovellukseen",
    )
    await expect(page.getByRole("link", { name: "Lataa Aava Lapset App Storesta" })).toHaveAttribute(
      "href",
      /\/ios\/aava-lapset$/,
    )
    await expect(page.getByRole("link", { name: "Lataa Aava Lapset Google Playsta" })).toHaveAttribute(
      "href",
      /\/android\/aava-lapset$/,
    )
    await expectAccessible("pikkutsatti, logged in")
    await expectNoSidewaysScroll(page)

    // the children's brand has no occupational care: its menu has the invoices, but no occupational pages
    const menu = await sideMenu(page)
    await expect(menu.getByRole("link", { name: "Laskut" })).toBeVisible()
    await expect(menu.getByText("Työterveys", { exact: true })).toHaveCount(0)
    await expect(menu.getByRole("link", { name: "Työterveystiimi" })).toHaveCount(0)
    await expectAccessible("children's brand menu")
  })
})

// one language, rotated across the specs; the terms' and the footer link's texts in fi, sv and en are held by
// tests/unit/views/info/infoLanguages.test.tsx
test("terms of use: the footer's terms link leads to the terms (sv)", async ({ page, expectAccessible }) => {
  await page.goto("/sv/tidsbokning")
  await waitForPage(page)
  await page.getByRole("contentinfo").getByRole("link", { name: "Användarvillkor" }).click()
  await expect(page).toHaveURL("/sv/eula")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Användarvillkor")
  await expect(page).toHaveTitle(/^Användarvillkor – /)
  await expectAccessible("terms, sv")
  await expectNoSidewaysScroll(page)
})

// the area's one 'not found' path; the other gating (the sickness fund without the member feature, the chat notice
// without its feature, the help page's Finnish-only address) is held by the view and routing tests in
// tests/unit/views/info
test("not found: the help page in Swedish, the children's chat notice in the adult brand", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/sv/ohjeita")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.sv)
  await expectAccessible("help, not found in sv")
  await page.goto("/en/anonymous-users/pikkutsatti")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.en)
  await expectAccessible("pikkutsatti, not found without the feature")
})
