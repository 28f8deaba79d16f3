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

const notFound = { fi: "Sivua ei löytynyt", sv: "Sidan hittades inte", en: "Page not found" } as const

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

  test("other languages have no help page", async ({ page }) => {
    await page.goto("/sv/ohjeita")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.sv)
  })
})

test.describe("sickness fund (/{lang}/sairauskassa, for members)", () => {
  test("four tabs, the anchor selects the tab, the co-pays and limits (fi)", async ({
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
  })

  for (const [lang, title, tabNames] of [
    ["sv", "Sjukkassa", ["Sjukkassa", "Ersättningspraxis", "Anvisningar", "Vanliga frågor"]],
    [
      "en",
      "Sickness fund",
      ["Sickness fund", "Reimbursement rules", "Instructions", "Frequently asked questions"],
    ],
  ] as const) {
    test(`in ${lang}`, async ({ page, expectAccessible }) => {
      await logIn(page, "aino", `/${lang}/sairauskassa`)
      await waitForPage(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(page.getByRole("tab")).toHaveText([...tabNames])
      await expect(page.getByRole("tab", { name: tabNames[0], exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      )
      await expectAccessible(`sickness fund, ${lang}`)
    })
  }

  test.describe("without the member feature (production)", () => {
    test.use({ environment: "adult-production" })
    test("is not found", async ({ page }) => {
      await logIn(page, "aino", "/fi/sairauskassa")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.fi)
    })
  })
})

test.describe("the children's chat notice (pikkutsatti)", () => {
  test.describe("children's brand", () => {
    test.use({ environment: "children-development" })

    test("logged in: the chat has moved to the app, with its store links (fi)", async ({
      page,
      expectAccessible,
    }) => {
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
    })

    for (const [lang, path, title] of [
      ["sv", "/sv/anonyma-anvandare/pikkutsatti", "Pikkutsatti har flyttat till appen Aava Lapset"],
      ["en", "/en/anonymous-users/pikkutsatti", "Pikkutsatti has moved to the Aava Lapset app"],
    ] as const) {
      test(`anonymous page (${lang})`, async ({ page, expectAccessible }) => {
        await page.goto(path)
        await waitForPage(page)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
        await expect(page.getByRole("link", { name: /Google Play/ }).first()).toBeVisible()
        await expectAccessible(`pikkutsatti, anonymous, ${lang}`)
      })
    }
  })

  test("without feature pikkutsatti (adult brand) is not found", async ({ page }) => {
    await page.goto("/en/anonymous-users/pikkutsatti")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.en)
  })
})

test.describe("terms of use (/{lang}/eula)", () => {
  for (const [lang, title] of [
    ["fi", "Käyttöehdot"],
    ["sv", "Användarvillkor"],
    ["en", "Terms of use"],
  ] as const) {
    test(`the footer's terms link leads to the terms (${lang})`, async ({ page, expectAccessible }) => {
      const booking = { fi: "/fi/ajanvaraus", sv: "/sv/tidsbokning", en: "/en/booking" }[lang]
      await page.goto(booking)
      await waitForPage(page)
      await page.getByRole("contentinfo").getByRole("link", { name: title }).click()
      await expect(page).toHaveURL(`/${lang}/eula`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(`^${title} – `))
      await expectAccessible(`terms, ${lang}`)
      if (lang === "fi") await expectNoSidewaysScroll(page)
    })
  }

  test.describe("children's brand", () => {
    test.use({ environment: "children-development" })
    test("Finnish only: the footer's link and another language's address lead to /fi/eula", async ({
      page,
      expectAccessible,
    }) => {
      await page.goto("/en/booking")
      await waitForPage(page)
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of use" }).click()
      await expect(page).toHaveURL("/fi/eula")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käyttöehdot")
      await expect(page.getByRole("heading", { level: 2, name: "Lapsen asiointi" })).toBeVisible()
      await expectAccessible("terms, children's brand")
      await page.goto("/sv/eula")
      await expect(page).toHaveURL("/fi/eula")
    })
  })
})
