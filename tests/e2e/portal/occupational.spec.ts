// The occupational health team and the occupational influenza vaccination (spec booking §2, §6; messaging §2, §4,
// §6, §8): Jari's team with a member away, the substitute greyed and said in text; the vaccination page's states
// (login, no contract, not in the contract, the choice with success and failure); the menu's gating. Axe on every
// state; fi, sv, en where texts matter; no sideways scrolling at 320 px.
import type { Page } from "@playwright/test"
import { test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import { expect } from "./healthSupport.ts"
import { literally, paths, texts, type Lang } from "./landingSupport.ts"
import { measureOverflow, NARROW } from "./reflowSupport.ts"

test.describe.configure({ timeout: 120_000 })

const VACCINATION_API = "/api/occupational/vaccination"
const NOT_CHOSEN = { status: "ok", isInfluenzaVaccinationAllowed: true, influenzaVaccinationChosenAt: null }

/** The vaccination page's GET answers `page`; the POST answers each of `choices` in turn (the last one repeats). */
async function vaccinationAnswers(
  page: Page,
  state: unknown,
  choices: { status: number; json: unknown }[] = [],
) {
  let posts = 0
  await page.route(
    (url) => url.pathname === VACCINATION_API,
    (route) => {
      if (route.request().method() === "GET") return route.fulfill({ json: state })
      const answer = choices[Math.min(posts++, choices.length - 1)]!
      return route.fulfill({ status: answer.status, json: answer.json })
    },
  )
}

const title = (lang: Lang, routeId: "occupationalTeam" | "occupationalVaccination") =>
  `${texts[lang].shell.pageTitles[routeId]} – Aava`

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "fi"
  test(`Jari sees his team, a member away with the substitute greyed and the period in text (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { team } = texts[lang].occupational
    await logIn(page, "jari", paths.team[lang], { lang })
    await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeVisible()
    await expect(page).toHaveTitle(title(lang, "occupationalTeam"))
    await expect(page.getByText("Rakennus Kallio Oy")).toBeVisible()
    const doctors = page.getByRole("region", { name: team.doctors })
    const nurses = page.getByRole("region", { name: team.nurses })
    await expect(doctors.getByRole("listitem").first()).toBeVisible()
    await expect(nurses.getByRole("listitem").first()).toBeVisible()

    // the member away: said in text with the period, the substitute labelled and greyed
    const awayPrefix = team.away.split("{{period}}")[0]!.trim()
    const away = page.getByRole("listitem").filter({ hasText: awayPrefix })
    await expect(away, "the seed gives Jari one member away").toHaveCount(1)
    const dateRange = /\d{1,2}\.\d{1,2}\.\d{4}–\d{1,2}\.\d{1,2}\.\d{4}/
    await expect(away).toContainText(dateRange)
    const substitute = away.locator(".team-member__substitute")
    await expect(substitute).toContainText(`${team.substitute}:`)
    await expect(substitute).toContainText(dateRange)
    const colour = (selector: string) =>
      away.locator(selector).evaluate((node) => getComputedStyle(node).color)
    expect(await colour(".team-member__substitute")).not.toBe(await colour(".team-member__name"))
    await expectAccessible(`Jari's team, ${lang}`)
  })
}

test("a patient without occupational healthcare has no team", async ({ page, expectAccessible }) => {
  const { team } = texts.en.occupational
  await logIn(page, "aino", paths.team.en)
  await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeVisible()
  await expect(page.getByText(team.noAgreement)).toBeVisible()
  await expectAccessible("no team")
})

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "sv"
  test(`an anonymous visitor is asked to log in on the vaccination page (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { vaccination } = texts[lang].occupational
    await page.goto(paths.vaccination[lang])
    await expect(page.getByRole("heading", { level: 1, name: vaccination.title })).toBeVisible()
    await expect(page).toHaveTitle(title(lang, "occupationalVaccination"))
    await expect(page.getByText(vaccination.loginText)).toBeVisible()
    await expectAccessible(`vaccination, anonymous, ${lang}`)
    await page.getByRole("main").getByRole("link", { name: vaccination.login }).click()
    await expect(page).toHaveURL(
      `${paths.login[lang]}?nextPath=${encodeURIComponent(paths.vaccination[lang])}`,
    )
    await expect(
      page.getByRole("heading", { level: 1, name: texts[lang].account.login.welcome.adult }),
    ).toBeVisible()
  })

  test(`Sanna's contract has no vaccinations (${lang})`, async ({ page, expectAccessible }) => {
    const { vaccination } = texts[lang].occupational
    await logIn(page, "sanna", paths.vaccination[lang], { lang })
    const alert = page.getByRole("alert").filter({ hasText: vaccination.notInContractTitle })
    await expect(alert).toContainText(vaccination.notInContractText)
    await expect(page.getByRole("button", { name: vaccination.choose })).toHaveCount(0)
    await expectAccessible(`vaccination not in the contract, ${lang}`)
  })

  test(`a patient without occupational healthcare gets the no-contract error with customer service (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { vaccination } = texts[lang].occupational
    await logIn(page, "aino", paths.vaccination[lang], { lang })
    const alert = page.getByRole("alert").filter({ hasText: vaccination.noContractTitle })
    await expect(alert).toContainText(vaccination.noContractText)
    await expect(alert).toContainText(vaccination.customerService)
    // spec messaging §9: the occupational customer service's own number
    await expect(alert.getByRole("link", { name: "010 555 3200" })).toHaveAttribute(
      "href",
      "tel:+358105553200",
    )
    await expectAccessible(`vaccination, no occupational healthcare, ${lang}`)
  })
}

test("Jari chooses the influenza vaccination and is offered a vaccination appointment", async ({
  page,
  expectAccessible,
}) => {
  // the one test that changes Jari's choice (the sandbox keeps it); every other choice test answers for the sandbox
  const { vaccination } = texts.en.occupational
  await logIn(page, "jari", paths.vaccination.en)
  await expect(page.getByText(vaccination.offer)).toBeVisible()
  await expectAccessible("vaccination offered")
  await page.getByRole("button", { name: vaccination.choose }).click()
  await expect(page.getByRole("heading", { level: 2, name: vaccination.chosenTitle })).toBeVisible()
  await expect(page.getByRole("main").getByRole("status")).toHaveText(vaccination.chosenTitle)
  await expect(page.getByText(literally(vaccination.chosenAt.split("{{date}}")[0]!))).toBeVisible()
  await expect(page.getByRole("link", { name: vaccination.book })).toHaveAttribute(
    "href",
    "/en/booking/occupational-healthcare",
  )
  await expectAccessible("vaccination chosen")
  // the choice stays: a reload shows it, no choose button
  await page.reload()
  await expect(page.getByRole("heading", { level: 2, name: vaccination.chosenTitle })).toBeVisible()
  await expect(page.getByRole("button", { name: vaccination.choose })).toHaveCount(0)
})

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests
  const lang: Lang = "en"
  test(`a failed choice says so and can be tried again (${lang})`, async ({ page, expectAccessible }) => {
    const { vaccination } = texts[lang].occupational
    await vaccinationAnswers(page, NOT_CHOSEN, [
      { status: 500, json: { code: "unknownError" } },
      { status: 200, json: { type: "success", chosenAt: "2026-11-05T12:41:00+02:00" } },
    ])
    await logIn(page, "jari", paths.vaccination[lang], { lang })
    const choose = page.getByRole("button", { name: vaccination.choose })
    await choose.click()
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(vaccination.failed)
    await expectAccessible(`vaccination choice failed, ${lang}`)
    await choose.click()
    await expect(page.getByRole("heading", { level: 2, name: vaccination.chosenTitle })).toBeVisible()
    await expect(page.getByText(literally(vaccination.chosenAt.split("{{date}}")[0]!))).toContainText("2026")
  })
}

test("a contract changed since the page loaded shows what the choice's answer says", async ({
  page,
  expectAccessible,
}) => {
  const { vaccination } = texts.en.occupational
  await vaccinationAnswers(page, NOT_CHOSEN, [{ status: 200, json: { type: "notAllowed" } }])
  await logIn(page, "jari", paths.vaccination.en)
  await page.getByRole("button", { name: vaccination.choose }).click()
  await expect(page.getByRole("alert").filter({ hasText: vaccination.notInContractTitle })).toBeVisible()
  await expectAccessible("vaccination no longer in the contract")
})

test.describe("the menu", () => {
  const menuLinks = async (page: Page, lang: Lang) => {
    const menu = page.getByRole("navigation", { name: texts[lang].shell.menu.label })
    if (!(await menu.isVisible())) {
      await page.getByRole("button", { name: texts[lang].shell.header.openMenu, exact: true }).click()
    }
    await expect(menu).toBeVisible()
    return menu
  }

  test("gives Jari the occupational group with the vaccination and the team, and the invoices", async ({
    page,
    expectAccessible,
  }) => {
    const { menu } = texts.fi.shell
    await logIn(page, "jari", "/fi", { lang: "fi" })
    const nav = await menuLinks(page, "fi")
    await expect(nav.getByText(menu.occupationalHealthcareGroup, { exact: true })).toBeVisible()
    await expect(nav.getByRole("link", { name: menu.occupationalVaccination })).toHaveAttribute(
      "href",
      paths.vaccination.fi,
    )
    await expect(nav.getByRole("link", { name: menu.occupationalTeam })).toHaveAttribute(
      "href",
      paths.team.fi,
    )
    await expect(nav.getByRole("link", { name: menu.invoices })).toHaveAttribute("href", paths.invoices.fi)
    await expectAccessible("menu with occupational healthcare")
    await nav.getByRole("link", { name: menu.occupationalTeam }).click()
    await expect(
      page.getByRole("heading", { level: 1, name: texts.fi.occupational.team.title }),
    ).toBeFocused()
  })

  test("gives a patient without occupational healthcare no occupational pages, but the invoices", async ({
    page,
  }) => {
    const { menu } = texts.en.shell
    await logIn(page, "aino", "/en")
    const nav = await menuLinks(page, "en")
    await expect(nav.getByRole("link", { name: menu.invoices })).toBeVisible()
    await expect(nav.getByRole("link", { name: menu.occupationalTeam })).toHaveCount(0)
    await expect(nav.getByRole("link", { name: menu.occupationalVaccination })).toHaveCount(0)
  })

  test.describe("in the children's brand", () => {
    test.use({ environment: "children-development" })
    test("has no occupational pages, but the invoices", async ({ page, expectAccessible }) => {
      const { menu } = texts.en.shell
      await logIn(page, "mikko", "/en")
      const nav = await menuLinks(page, "en")
      await expect(nav.getByRole("link", { name: menu.invoices })).toBeVisible()
      await expect(nav.getByText(menu.occupationalHealthcareGroup, { exact: true })).toHaveCount(0)
      await expect(nav.getByRole("link", { name: menu.occupationalTeam })).toHaveCount(0)
      await expectAccessible("children's brand menu")
    })
  })
})

test.describe("at 320 px", () => {
  test.use({ viewport: NARROW })

  test("the team and every vaccination state reflow without sideways scrolling", async ({ page }) => {
    const { team, vaccination } = texts.fi.occupational
    await logIn(page, "jari", paths.team.fi, { lang: "fi" })
    await expect(page.getByText(team.away.split("{{period}}")[0]!.trim())).toBeVisible()
    expect((await measureOverflow(page, NARROW.width)).offenders).toEqual([])

    const states: [unknown, string][] = [
      [NOT_CHOSEN, vaccination.offer],
      [{ ...NOT_CHOSEN, influenzaVaccinationChosenAt: "2026-11-05T12:41:00+02:00" }, vaccination.chosenTitle],
      [{ ...NOT_CHOSEN, isInfluenzaVaccinationAllowed: false }, vaccination.notInContractText],
      [{ status: "no-occupational-healthcare" }, vaccination.noContractText],
      [{ status: "unauthorized" }, vaccination.loginText],
    ]
    let current: unknown
    await page.route(
      (url) => url.pathname === VACCINATION_API,
      (route) => route.fulfill({ json: current }),
    )
    for (const [state, text] of states) {
      current = state
      await page.goto(paths.vaccination.fi)
      await expect(page.getByText(text)).toBeVisible()
      expect((await measureOverflow(page, NARROW.width)).offenders, text).toEqual([])
    }
  })
})
