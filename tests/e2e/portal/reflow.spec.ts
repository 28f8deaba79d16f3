import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures.ts"
import { expectPageRules } from "../pageRules.ts"
import { seedAppointment } from "./appointmentSupport.ts"
import { logIn } from "../login.ts"
import {
  clippedTexts,
  isSearch,
  LANGS,
  measureOverflow,
  NARROW,
  openInApp,
  pathOf,
  slotFrom,
  applyTextSpacing,
} from "./reflowSupport.ts"

// WCAG 1.4.10: at 320 × 640 CSS px no route of the portal scrolls sideways, in fi, sv and en, anonymous and
// logged in; on the pages with the longest words and values, not with WCAG 1.4.12's text spacing either, and no
// text is clipped. Personas only read here (Elina and Oskari are not registered / have no consent: nothing is sent).
test.use({ viewport: NARROW })
// Many pages a test, each with axe, on a shared machine
test.describe.configure({ timeout: 240_000 })

type Check = (path: string, options?: { textSpacing?: boolean; load?: boolean }) => Promise<void>

/** Checks each page opened in the running app; `load` loads it anew (where a test awaits the page's own search). */
function checker(page: Page): Check {
  return async (path, { textSpacing = false, load = false } = {}) => {
    if (load) await page.goto(path)
    else await openInApp(page, path)
    // what loads may take a while on a busy machine; no timing is asserted
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 })
    // every loading text of the portal ends with an ellipsis ("Haetaan vapaita aikoja…"): wait for what loads
    await expect(page.getByRole("status").filter({ hasText: /…\s*$/ })).toHaveCount(0, { timeout: 20_000 })
    // the page itself, not a guard's redirect
    expect(new URL(page.url()).pathname, `${path} was not redirected`).toBe(path.split("?")[0])
    const { scrollWidth, offenders } = await measureOverflow(page, NARROW.width)
    expect
      .soft(scrollWidth, `${path} scrolls sideways: ${offenders.join("; ")}`)
      .toBeLessThanOrEqual(NARROW.width)
    await expectPageRules(page, `${path} at ${NARROW.width} px`)
    if (!textSpacing) return
    const removeSpacing = await applyTextSpacing(page)
    const spaced = await measureOverflow(page, NARROW.width)
    expect
      .soft(spaced.scrollWidth, `${path} with text spacing scrolls sideways: ${spaced.offenders.join("; ")}`)
      .toBeLessThanOrEqual(NARROW.width)
    expect.soft(await clippedTexts(page), `${path} with text spacing clips text`).toEqual([])
    await removeSpacing()
  }
}

test.describe("no page scrolls sideways at 320 px", () => {
  // First, so that registration.spec.ts has not yet registered her when the suite runs side by side
  test("registration, for a persona not yet registered", async ({ page }) => {
    const check = checker(page)
    await logIn(page, "elina", pathOf("fi", "registration"))
    for (const lang of LANGS) await check(pathOf(lang, "registration"), { textSpacing: lang === "fi" })
  })

  test("the patient data consent, for a persona without consent", async ({ page }) => {
    const check = checker(page)
    await logIn(page, "oskari", pathOf("fi", "dataProcessing"))
    for (const lang of LANGS) await check(pathOf(lang, "dataProcessing"), { textSpacing: lang === "sv" })
  })

  for (const [index, lang] of LANGS.entries()) {
    test(`anonymous pages in ${lang}`, async ({ page, request }) => {
      const check = checker(page)
      const seeded = await seedAppointment(request, "sari", 60 * 24 * 40 + index * 60)
      await check(pathOf(lang, "booking"), { textSpacing: true })
      const search = page.waitForResponse(isSearch)
      await check(pathOf(lang, "privateList"))
      const slot = await slotFrom(search, (appointment) => !appointment.requiresAuthToReserve)
      await check(pathOf(lang, "anonymousReservation", slot), { textSpacing: true })
      await check(pathOf(lang, "insuranceList"), { textSpacing: true })
      await check(pathOf(lang, "kela65List"))
      await check(pathOf(lang, "occupationalLanding"), { textSpacing: true })
      await check(pathOf(lang, "login"))
      await check(pathOf(lang, "transactionPath"))
      await check(pathOf(lang, "expiredSession"))
      await check(pathOf(lang, "anonymousAppointment", seeded.link), { textSpacing: true })
      await check(pathOf(lang, "notFound"))
    })
  }

  for (const lang of LANGS) {
    test(`a private patient's pages in ${lang}`, async ({ page }) => {
      const check = checker(page)
      const textSpacing = lang === "fi"
      await logIn(page, "aino", pathOf(lang, "front"))
      const search = page.waitForResponse(isSearch)
      await check(pathOf(lang, "privateList"))
      const slot = await slotFrom(search)
      await check(pathOf(lang, "appointments"))
      const own = page.getByRole("main").locator(`a[href^="${pathOf(lang, "appointments")}/"]`)
      const appointmentId = (await own.first().getAttribute("href"))?.split("/").at(-1)
      expect(appointmentId, "one of Aino's own appointments").toMatch(/^\d+$/)
      await check(pathOf(lang, "front"), { textSpacing })
      await check(pathOf(lang, "appointments", appointmentId), { textSpacing })
      await check(pathOf(lang, "myInformation"), { textSpacing })
      await check(pathOf(lang, "booking"))
      await check(pathOf(lang, "reservation", slot), { textSpacing: true })
      // no occupational agreement: "Työterveyshuoltosopimusta ei löytynyt"
      await check(pathOf(lang, "occupationalList"), { textSpacing })
      await check(pathOf(lang, "notFound"))
    })
  }

  test("an occupational patient's pages", async ({ page }) => {
    const check = checker(page)
    await logIn(page, "jari", pathOf("fi", "occupationalHome"))
    for (const lang of LANGS) {
      const search = page.waitForResponse(isSearch)
      await check(pathOf(lang, "occupationalList"), { textSpacing: lang === "sv" })
      const slot = await slotFrom(search)
      await check(pathOf(lang, "occupationalReservation", slot), { textSpacing: lang === "fi" })
      await check(pathOf(lang, "occupationalHome"))
    }
  })

  test("occupational healthcare without online booking", async ({ page }) => {
    const check = checker(page)
    await logIn(page, "sanna", pathOf("fi", "occupationalHome"))
    for (const lang of LANGS) await check(pathOf(lang, "occupationalList"), { textSpacing: lang === "fi" })
  })

  for (const [persona, list, reservation] of [
    ["pekka", "insuranceList", "insuranceReservation"],
    ["raili", "kela65List", "kela65Reservation"],
  ] as const) {
    test(`${list}: ${persona}'s reservation`, async ({ page }) => {
      const check = checker(page)
      // logged in on the landing (no search there), so the search awaited below is the list's own
      await logIn(page, persona, pathOf("fi", "booking"))
      const search = page.waitForResponse(isSearch)
      await check(pathOf("fi", list))
      const slot = await slotFrom(search)
      for (const lang of LANGS) await check(pathOf(lang, reservation, slot), { textSpacing: lang === "fi" })
    })
  }

  test("the PIN step of an SMS-code login", async ({ page }) => {
    const check = checker(page)
    // the PIN step is part of the login itself: through the provider's page, never a stored session
    const query = new URLSearchParams({
      lang: "fi",
      next: pathOf("fi", "booking"),
      acr_values: "tupas-nordea",
    })
    await page.goto(`/oauth/authenticate?${query.toString()}`)
    await page.getByRole("button", { name: "Helena Turunen", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(pathOf("fi", "authentication")))
    // the Finnish page as the login left it (with its next address: the same page, so nothing to navigate), then
    // the others in the running app
    const arrived = new URL(page.url())
    await check(`${arrived.pathname}${arrived.search}`)
    for (const lang of LANGS.filter((lang) => lang !== "fi")) await check(pathOf(lang, "authentication"))
  })

  test("acting on behalf of another person", async ({ page }) => {
    const check = checker(page)
    await page.goto(pathOf("fi", "transactionPath"))
    await page.getByRole("link", { name: "Kirjaudu valtuutuksella" }).click()
    await page.getByRole("link", { name: "Nordea" }).click()
    await page.getByLabel("Kenen puolesta asioit").selectOption("raili")
    await page.getByRole("button", { name: "Aino Virtanen", exact: true }).click()
    await expect(page).toHaveURL(/\/fi$/)
    for (const lang of LANGS) {
      await check(pathOf(lang, "front"), { textSpacing: lang === "fi" })
      await check(pathOf(lang, "appointments"))
    }
  })

  test.describe("children's brand", () => {
    test.use({ environment: "children-development" })

    test("anonymous pages", async ({ page }) => {
      const check = checker(page)
      for (const lang of LANGS) {
        await check(pathOf(lang, "booking"), { textSpacing: lang === "fi" })
        await check(pathOf(lang, "loginChoice"))
        await check(pathOf(lang, "privateList"))
      }
    })

    test("a guardian's pages", async ({ page }) => {
      const check = checker(page)
      await logIn(page, "mikko", pathOf("fi", "appointments"))
      for (const lang of LANGS) {
        await check(pathOf(lang, "front"), { textSpacing: lang === "sv" })
        await check(pathOf(lang, "appointments"))
        await check(pathOf(lang, "booking"))
      }
    })
  })
})

const header = {
  fi: {
    languages: "Kieli",
    login: "Kirjaudu sisään",
    user: "Käyttäjän valikko: Aino Virtanen",
    menu: "Valikko",
  },
  sv: { languages: "Språk", login: "Logga in", user: "Användarmeny: Aino Virtanen", menu: "Meny" },
  en: { languages: "Language", login: "Log in", user: "User menu: Aino Virtanen", menu: "Menu" },
} as const

/** Every control of the header on one row (one horizontal line crosses them all), 24 px or more, on screen. */
async function expectOneRow(page: Page, width: number): Promise<void> {
  const banner = page.getByRole("banner")
  const controls = await banner.getByRole("link").or(banner.getByRole("button")).all()
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!))
  expect(boxes.length).toBeGreaterThanOrEqual(4)
  expect(Math.max(...boxes.map((box) => box.y))).toBeLessThan(
    Math.min(...boxes.map((box) => box.y + box.height)),
  )
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
}

test.describe("the phone header", () => {
  for (const width of [320, 390]) {
    test(`is one row at ${width} px: brand, languages, log-in or user menu, menu`, async ({
      page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 640 })
      for (const lang of LANGS) {
        await openInApp(page, pathOf(lang, "booking"))
        const banner = page.getByRole("banner")
        await expect(banner.getByRole("link", { name: header[lang].login })).toBeVisible()
        await expect(
          banner.getByRole("navigation", { name: header[lang].languages }).getByRole("link"),
        ).toHaveCount(3)
        await expectOneRow(page, width)
      }
      await expectAccessible(`anonymous header at ${width} px`)
      await logIn(page, "aino", pathOf("fi", "booking"))
      for (const lang of LANGS) {
        await openInApp(page, pathOf(lang, "booking"))
        const banner = page.getByRole("banner")
        await expect(banner.getByRole("button", { name: header[lang].user })).toBeVisible()
        await expect(banner.getByRole("button", { name: header[lang].menu, exact: true })).toBeVisible()
        await expect(banner.getByRole("link", { name: "Svenska" })).toBeVisible()
        await expectOneRow(page, width)
      }
      await expectAccessible(`logged-in header at ${width} px`)
    })
  }

  test.describe("children's brand", () => {
    test.use({ environment: "children-development" })
    test("is one row at 320 px with its longer name", async ({ page }) => {
      for (const lang of LANGS) {
        await openInApp(page, pathOf(lang, "booking"))
        await expect(
          page.getByRole("link", { name: "Aava Lastenklinikka", exact: false }).first(),
        ).toBeVisible()
        await expectOneRow(page, NARROW.width)
      }
    })
  })
})

test("the Swedish landing's card titles stay inside their cards, also with text spacing", async ({
  page,
}) => {
  for (const [width, textSpacing] of [
    [1280, false],
    [1280, true],
    [NARROW.width, true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(pathOf("sv", "booking"))
    await expect(page.getByRole("link", { name: "Företagshälsovårdskund", exact: true })).toBeVisible()
    if (textSpacing) await applyTextSpacing(page)
    const escaping = await page.getByRole("main").evaluate((main) =>
      [...main.querySelectorAll("li")].flatMap((card) => {
        const edge = card.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(card.querySelector("h2")!)
        const outside = [...range.getClientRects()].some(
          (line) => line.right > edge.right || line.left < edge.left,
        )
        return outside ? [card.querySelector("h2")!.textContent] : []
      }),
    )
    expect(escaping, `card titles at ${width} px${textSpacing ? " with text spacing" : ""}`).toEqual([])
  }
})

/** The side menu opened from the header: its navigation. */
async function openSideMenu(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: header.fi.menu, exact: true }).click()
  const menu = page.getByRole("navigation", { name: "Päävalikko" })
  await expect(menu).toBeVisible()
  return menu
}

test.describe("the side menu (docs/decisions/0013)", () => {
  test("at 1280 px: the groups side by side under headings, messages after home, the current page marked", async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Jari: occupational healthcare and messaging
    await logIn(page, "jari", pathOf("fi", "appointments"))
    const menu = await openSideMenu(page)
    await expect(menu.getByRole("link").nth(1)).toHaveAccessibleName(/^Viestit/)
    const headings = menu.getByRole("heading", { level: 2 })
    await expect(headings).toHaveText(["Työterveys", "Sairauskassa", "Hoito ja terveystiedot", "Muut"])
    // side by side: the headings start on one line, in columns
    const boxes = await Promise.all(
      (await headings.all()).map(async (heading) => (await heading.boundingBox())!),
    )
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1)
    expect(boxes.map((box) => box.x)).toEqual([...boxes.map((box) => box.x)].sort((a, b) => a - b))
    const current = menu.getByRole("link", { name: "Ajanvaraukset" })
    await expect(current).toHaveAttribute("aria-current", "page")
    await expect(current).toHaveCSS("font-weight", "700")
    // marked by a bar too, not by colour alone
    await expect(current).toHaveCSS("border-left-width", "4px")
    await expect(menu.getByRole("link", { name: "Käynnit" })).toHaveCSS(
      "border-left-color",
      "rgba(0, 0, 0, 0)",
    )
    await menu.getByRole("link", { name: "Käynnit" }).hover()
    await expect(menu.getByRole("link", { name: "Käynnit" })).toHaveCSS("text-decoration-line", "underline")
    // the keyboard's focus: the kit's ring
    await menu.getByRole("link", { name: "Käynnit" }).focus()
    await page.keyboard.press("Tab")
    const laboratory = menu.getByRole("link", { name: "Laboratorio" })
    await expect(laboratory).toBeFocused()
    await expect(laboratory).toHaveCSS("outline-style", "solid")
    await expectAccessible("the side menu at 1280 px")
  })

  for (const width of [390, NARROW.width]) {
    test(`at ${width} px: one column that does not scroll sideways`, async ({ page, expectAccessible }) => {
      await page.setViewportSize({ width, height: 800 })
      await logIn(page, "aino", pathOf("fi", "appointments"))
      const menu = await openSideMenu(page)
      await expect(menu.getByRole("link").nth(1)).toHaveAccessibleName(/^Viestit/)
      const headings = await menu.getByRole("heading", { level: 2 }).all()
      const boxes = await Promise.all(headings.map(async (heading) => (await heading.boundingBox())!))
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1)
      await expect(menu.getByRole("button", { name: "Kirjaudu ulos" })).toBeVisible()
      const { scrollWidth, offenders } = await measureOverflow(page, width)
      expect(scrollWidth, offenders.join("; ")).toBeLessThanOrEqual(width)
      for (const link of await menu.getByRole("link").all())
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
      await expectAccessible(`the side menu at ${width} px`)
    })
  }

  test.describe("children's brand", () => {
    test.use({ environment: "children-development" })
    test("has no messages, and its groups under headings at 390 px", async ({ page, expectAccessible }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await logIn(page, "mikko", pathOf("fi", "appointments"))
      const menu = await openSideMenu(page)
      await expect(menu.getByRole("link", { name: /^Viestit/ })).toHaveCount(0)
      await expect(menu.getByRole("heading", { level: 2 })).toHaveText(["Hoito ja terveystiedot", "Muut"])
      const { scrollWidth } = await measureOverflow(page, 390)
      expect(scrollWidth).toBeLessThanOrEqual(390)
      await expectAccessible("the children's side menu at 390 px")
    })
  })
})
