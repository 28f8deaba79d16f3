// The occupational health team and the occupational influenza vaccination (spec booking §2, §6; messaging §2, §4,
// §6, §8): Jari's team with a member away, the substitute greyed and said in text; the vaccination page's states
// (login, the choice with success and failure); Jari's menu. Axe on every state; one language per journey; no
// sideways scrolling at 320 px. The empty and error states (no team, no contract, not in the contract, a contract
// changed since the load) in fi, sv and en: tests/unit/views/occupational; the menu's gating: tests/unit/menu.
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

/** The side menu, opened by its button where the layout hides it. */
async function sideMenu(page: Page, lang: Lang) {
  const menu = page.getByRole("navigation", { name: texts[lang].shell.menu.label })
  if (!(await menu.isVisible())) {
    await page.getByRole("button", { name: texts[lang].shell.header.openMenu, exact: true }).click()
  }
  await expect(menu).toBeVisible()
  return menu
}

{
  // one language per journey, rotated across the specs; the other languages' texts and formats are held by
  // the locale checks and the view tests (the empty and error states: tests/unit/views/occupational)
  const lang: Lang = "fi"
  test(`Jari's menu has the occupational group and the invoices; his team has a member away, the substitute greyed (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    const { menu } = texts[lang].shell
    const { team } = texts[lang].occupational
    await logIn(page, "jari", `/${lang}`, { lang })
    const nav = await sideMenu(page, lang)
    await expect(nav.getByText(menu.occupationalHealthcareGroup, { exact: true })).toBeVisible()
    await expect(nav.getByRole("link", { name: menu.occupationalVaccination })).toHaveAttribute(
      "href",
      paths.vaccination[lang],
    )
    await expect(nav.getByRole("link", { name: menu.occupationalTeam })).toHaveAttribute(
      "href",
      paths.team[lang],
    )
    await expect(nav.getByRole("link", { name: menu.invoices })).toHaveAttribute("href", paths.invoices[lang])
    await expectAccessible("menu with occupational healthcare")
    await nav.getByRole("link", { name: menu.occupationalTeam }).click()
    await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeFocused()

    await expect(page).toHaveTitle(title(lang, "occupationalTeam"))
    await expect(page.getByText("Rakennus Kallio Oy")).toBeVisible()
    const doctors = page.getByRole("region", { name: team.doctors })
    const nurses = page.getByRole("region", { name: team.nurses })
    await expect(doctors.getByRole("listitem").first()).toBeVisible()
    await expect(nurses.getByRole("listitem").first()).toBeVisible()

    // the member away: said in text with the period, the substitute labelled and greyed
    const awayPrefix = team.away.split("{{period}}")[0]!.trim()
    const away = page.getByRole("main").getByRole("listitem").filter({ hasText: awayPrefix })
    await expect(away, "the seed gives Jari one member away").toHaveCount(1)
    const dateRange = /\d{1,2}\.\d{1,2}\.\d{4}–\d{1,2}\.\d{1,2}\.\d{4}/
    await expect(away).toContainText(dateRange)
    const substitute = away.locator(".team-member__substitute")
    await expect(substitute).toContainText(`${team.substitute}:`)
    await expect(substitute).toContainText(dateRange)
    const colour = (selector: string) =>
      away.locator(selector).evaluate((node) => getComputedStyle(node).color)
    expect(await colour(".team-member__substitute")).not.toBe(await colour(".team-member__name"))
    // each person's role; the other professionals; a message to the team
    await expect(doctors.getByRole("listitem").first()).toContainText(team.roles.doctor)
    await expect(nurses.getByRole("listitem").first()).toContainText(team.roles.nurse)
    const others = page.getByRole("region", { name: team.others })
    await expect(others).toContainText(team.roles.physiotherapist)
    await expect(others).toContainText(team.roles.psychologist)
    await expect(page.getByRole("link", { name: team.message })).toHaveAttribute(
      "href",
      `/${lang}/viestit/uusi`,
    )
    await expectAccessible(`Jari's team, ${lang}`)
    // booking with a nurse: the occupational search for that person
    const nurse = nurses.getByRole("listitem").first()
    const name = (await nurse.locator(".team-member__name").textContent())!
    await nurse.getByRole("link", { name: team.bookWith.replace("{{name}}", name) }).click()
    await expect(page).toHaveURL((url) => url.searchParams.getAll("practitionerIds").length === 1)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    await expect(page.getByRole("main")).toContainText(name)
  })
}

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
