import type { Page, Response } from "@playwright/test"
import { expect, test, waitForPage } from "../fixtures.ts"
import { dataLayerEvents } from "./booking-loggedin.helpers.ts"

// spec booking §6: after a mandate login, and for a guardian acting for a child, every page says whose matters
// are handled: the header's user menu names both, a banner under the header names the acting person, the front
// page greets the person logged in (as the header does), and the reservation says whose booking it is.

const mandateTexts = {
  fi: {
    transactionPath: "/fi/asiointipolku",
    mandateLogin: "Kirjaudu valtuutuksella",
    actingFor: "Kenen puolesta asioit",
    banner: "Kenen asioita hoidat",
    bannerTitle: "Asioit toisen henkilön puolesta: Raili Mäkinen",
    bannerDetail: "Varaamasi ajat ja näkemäsi tiedot ovat hänen, eivät sinun.",
    userMenu: "Käyttäjän valikko: Aino Virtanen henkilön Raili Mäkinen puolesta",
    greeting: "Hei, Aino!",
    menu: "Valikko",
    appointments: "Ajanvaraukset",
    appointmentsTitle: "Ajanvarauksesi",
  },
  sv: {
    transactionPath: "/sv/transaktionsbana",
    mandateLogin: "Logga in med fullmakt",
    actingFor: "För vems räkning du sköter ärenden",
    banner: "Vems ärenden du sköter",
    bannerTitle: "Du sköter ärenden för Raili Mäkinen",
    bannerDetail: "De tider du bokar och de uppgifter du ser gäller den personen, inte dig.",
    userMenu: "Användarmeny: Aino Virtanen för Raili Mäkinen",
    greeting: "Hej, Aino!",
    menu: "Meny",
    appointments: "Tidsbokningar",
    appointmentsTitle: "Dina tidsbokningar",
  },
  en: {
    transactionPath: "/en/transaction-path",
    mandateLogin: "Log in with a mandate",
    actingFor: "On whose behalf you act",
    banner: "Whose matters you are handling",
    bannerTitle: "You are handling the matters of Raili Mäkinen",
    bannerDetail: "The appointments you book and the information you see are theirs, not yours.",
    userMenu: "User menu: Aino Virtanen for Raili Mäkinen",
    greeting: "Hello, Aino!",
    menu: "Menu",
    appointments: "Appointments",
    appointmentsTitle: "Your appointments",
  },
} as const
type Lang = keyof typeof mandateTexts

/** The acting-on-behalf page's mandate login: Aino Virtanen, acting for Raili Mäkinen; lands on the front page. */
async function logInWithMandate(page: Page, lang: Lang): Promise<void> {
  const t = mandateTexts[lang]
  await page.goto(t.transactionPath)
  await page.getByRole("link", { name: t.mandateLogin }).click()
  await page.getByRole("link", { name: "Nordea" }).click()
  await page.getByLabel(t.actingFor).selectOption("raili")
  await page.getByRole("button", { name: "Aino Virtanen" }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
  await waitForPage(page)
}

async function expectActingFor(page: Page, lang: Lang): Promise<void> {
  const t = mandateTexts[lang]
  const banner = page.getByRole("region", { name: t.banner })
  await expect(banner).toContainText(t.bannerTitle)
  await expect(banner).toContainText(t.bannerDetail)
  await expect(page.getByRole("button", { name: t.userMenu })).toBeVisible()
}

/** No name of either person in the address. */
function expectNoNamesInUrl(page: Page, names: RegExp): void {
  expect(decodeURIComponent(page.url())).not.toMatch(names)
}

test.describe("acting on behalf of another person (mandate login)", () => {
  {
    // one language per journey, rotated across the specs; the other languages' texts and formats are held by
    // the locale checks and the view tests
    const lang: Lang = "en"
    test(`the header, the banner and the greeting agree (${lang})`, async ({ page, expectAccessible }) => {
      await logInWithMandate(page, lang)
      await expectActingFor(page, lang)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(mandateTexts[lang].greeting)
      await expectAccessible(`front page acting for another person, ${lang}`)
    })
  }

  test("every page says whose matters; the reservation says whose booking (fi)", async ({
    page,
    expectAccessible,
  }) => {
    // a login, three pages and four axe runs
    test.slow()
    const t = mandateTexts.fi
    await logInWithMandate(page, "fi")
    await expectActingFor(page, "fi")
    // the greeting is for the person logged in, as the header is; never the represented person's name alone
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.greeting)
    await expectAccessible("front page acting for another person")

    // in-app navigation keeps the banner
    await page.getByRole("button", { name: t.menu, exact: true }).click()
    await page.getByRole("link", { name: t.appointments, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.appointmentsTitle)
    await expectActingFor(page, "fi")
    await expectAccessible("appointments acting for another person")

    // a page loaded afresh too, and the reservation form names the patient
    const slots = page.waitForResponse(isSearch)
    await page.goto("/fi/ajanvaraus/yksityisasiakas")
    await waitForPage(page)
    await expectActingFor(page, "fi")
    await (await slots).finished()
    await page.getByRole("list", { name: "Vapaat ajat" }).getByRole("link", { name: "Varaa" }).first().click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    await expect(
      page.getByText("Varaat aikaa toisen henkilön puolesta. Potilas: Raili Mäkinen"),
    ).toBeVisible()
    await expectActingFor(page, "fi")
    await expectAccessible("reservation form acting for another person")
    expectNoNamesInUrl(page, /aino|virtanen|raili|mäkinen/i)

    // the narrowest phone: the banner wraps rather than scrolling sideways
    await page.setViewportSize({ width: 320, height: 640 })
    await expect(page.getByRole("region", { name: mandateTexts.fi.banner })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

type Slot = { id: string; startDate: string }

/** The Helsinki day `days` after the day of an ISO date-time. */
function helsinkiDayAfter(isoDateTime: string, days: number): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date(isoDateTime))
  const next = new Date(`${day}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

test.describe("a guardian acting for a child (children's brand)", () => {
  test.use({ environment: "children-development" })

  test("the guardian is told on every page and in the booking that it is the child's", async ({
    page,
    expectAccessible,
  }) => {
    test.slow()
    const list = "/fi/ajanvaraus/yksityisasiakas"
    // the list from today tells where the free appointments begin; booking three days after that needs no
    // binding-reservation confirmation (the 24-hour threshold), whenever the test runs
    const firstSearch = page.waitForResponse(isSearch)
    await page.goto(list)
    const first = ((await (await firstSearch).json()) as { availableAppointments: { appointments: Slot[] } })
      .availableAppointments.appointments[0]
    expect(first, "the children's brand has free appointments").toBeDefined()
    const listFrom = `${list}?startDate=${helsinkiDayAfter(first!.startDate, 3)}`

    await page.goto(`/fi/kirjaudu/kenen-puolesta?nextPath=${encodeURIComponent(listFrom)}`)
    await page.getByRole("link", { name: /Lapseni asiat/ }).click()
    await page.getByRole("link", { name: "Nordea" }).click()
    await page.getByLabel("Lapsi, jonka asioita hoidat").selectOption({ label: "Eino Korhonen" })
    const search = page.waitForResponse(isSearch)
    await page.getByRole("button", { name: "Mikko Korhonen" }).click()
    // Eino is a patient already: the guardian registration passes straight on to the list
    await expect(page).toHaveURL(listFrom)
    await waitForPage(page)
    await (await search).finished()

    const banner = page.getByRole("region", { name: "Kenen asioita hoidat" })
    await expect(banner).toContainText("Asioit lapsesi puolesta: Eino Korhonen")
    await expect(banner).toContainText("Varaamasi ajat ja näkemäsi tiedot ovat lapsesi, eivät sinun.")
    await expect(
      page.getByRole("button", { name: "Käyttäjän valikko: Mikko Korhonen henkilön Eino Korhonen puolesta" }),
    ).toBeVisible()
    await expectAccessible("list, guardian acting for a child")

    await page.getByRole("list", { name: "Vapaat ajat" }).getByRole("link", { name: "Varaa" }).first().click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varaa aika")
    await expect(page.getByText("Varaat aikaa lapsellesi. Potilas: Eino Korhonen")).toBeVisible()
    await expect(banner).toContainText("Eino Korhonen")
    await expectAccessible("reservation form, guardian acting for a child")

    await page.getByRole("button", { name: "Varaa aika" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Aikasi on varattu" })).toBeFocused()
    await expect(page.getByText("Aika on varattu lapsellesi. Potilas: Eino Korhonen")).toBeVisible()
    await expect(banner).toContainText("Asioit lapsesi puolesta: Eino Korhonen")
    await expectAccessible("reservation success, guardian acting for a child")
    expectNoNamesInUrl(page, /mikko|eino|korhonen/i)
    // no name in analytics either
    expect(JSON.stringify(await dataLayerEvents(page))).not.toMatch(/mikko|eino|korhonen/i)
  })
})
