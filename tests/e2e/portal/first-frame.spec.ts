import type { Page } from "@playwright/test"
import { expect, LIVE_PAGE_TIMEOUT, test } from "../fixtures.ts"
import { logIn } from "../login.ts"

// targets/portal/firstFrame.tsx: the private list's page and the booking landing are in the HTML sent for their
// addresses, in each language, before the portal's code runs; other addresses get the plain index.html.
const FRAMED = [
  { lang: "fi", path: "/fi/ajanvaraus/yksityisasiakas", h1: "Ajanvaraus", title: "Ajanvaraus – Aava" },
  { lang: "sv", path: "/sv/tidsbokning/privat-kund", h1: "Tidsbokning", title: "Tidsbokning – Aava" },
  {
    lang: "en",
    path: "/en/booking/private-customer",
    h1: "Appointment Booking",
    title: "Appointment Booking – Aava",
  },
] as const

/**
 * The session calls and searches the page sends, from now on (the search's csrf token noted): each once, when the
 * loader's requests are the ones the store takes.
 */
function firstRequestsOf(page: Page): string[] {
  const sent: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname !== "/api/session" && url.pathname !== "/api/appointments") return
    sent.push(`${url.pathname}${url.searchParams.has("csrfToken") ? " with csrf token" : ""}`)
  })
  return sent
}

test.describe("the private list's first frame", () => {
  test("is the list's page in its HTML, in the address's language: inert, with nothing of a session or a search", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      for (const { lang, path, h1, title } of FRAMED) {
        await page.goto(`${path}?clinic=KAMPPI`)
        await expect(page.locator("html")).toHaveAttribute("lang", lang)
        await expect(page).toHaveTitle(title)
        const root = page.locator("#root")
        await expect(root).toHaveAttribute("inert", "")
        await expect(root.locator("h1")).toHaveText(h1)
        // the results' skeletons, and neither the login link nor a user menu: the session is not known yet
        await expect(root.locator(".appointment-list[aria-hidden] li")).not.toHaveCount(0)
        await expect(root.locator(".appointment-card__time")).toHaveCount(0)
        await expect(root.locator(".site-header__session-stand-in")).toBeHidden()
        await expect(root.locator("a.site-header__login")).toHaveCount(0)
        // the code starts from the loader after the first paint; the page itself loads no module
        await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0)
        await expect(page.locator("script[defer][data-entry]")).toHaveCount(1)
      }
      // another page has no frame: its HTML is the plain index.html
      await page.goto("/fi/ohjeita")
      await expect(page.locator("#root")).toBeEmpty()
      await expect(page.locator('script[type="module"]')).toHaveCount(1)
    } finally {
      await context.close()
    }
  })

  test("gives way to the live list, with the login link and the results", async ({
    page,
    expectAccessible,
  }) => {
    const sent = firstRequestsOf(page)
    await page.goto("/fi/ajanvaraus/yksityisasiakas")
    await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
    await expect(page.getByRole("heading", { level: 1, name: "Ajanvaraus" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Kirjaudu sisään" })).toBeVisible()
    await expect(page.getByRole("list", { name: "Vapaat ajat" }).getByRole("listitem")).not.toHaveCount(0)
    await expect(page.locator(".site-header__session-stand-in")).toHaveCount(0)
    // the page's loader sent the session call and the search before the code ran, and the store took their answers
    expect(sent).toEqual(["/api/session", "/api/appointments"])
    await expectAccessible("private list after its first frame")
  })

  test("gives way to a logged-in visitor's list, with their user menu", async ({ page }) => {
    const sent = firstRequestsOf(page)
    await logIn(page, "aino", "/fi/ajanvaraus/yksityisasiakas", { lang: "fi" })
    await expect(page).toHaveURL(/\/fi\/ajanvaraus\/yksityisasiakas/)
    await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
    await expect(page.getByRole("button", { name: /Aino Virtanen/ })).toBeVisible()
    await expect(page.getByRole("link", { name: "Kirjaudu sisään" })).toHaveCount(0)
    await expect(page.getByRole("list", { name: "Vapaat ajat" }).getByRole("listitem")).not.toHaveCount(0)
    expect(sent).toEqual(["/api/session", "/api/appointments with csrf token"])
  })

  test("leaves a list address with a query to the page's own search", async ({ page }) => {
    const sent = firstRequestsOf(page)
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === "/api/appointments" && url.searchParams.get("timeOfDay") === "morning"
    })
    await page.goto("/fi/ajanvaraus/yksityisasiakas?timeOfDay=morning")
    await searched
    await expect(page.getByRole("tab", { name: /Aamupäivä/, selected: true })).toBeVisible()
    expect(sent).toEqual(["/api/session", "/api/appointments"])
  })
})

// The booking landing, an anonymous visitor's page: the cards that need no session (Kela65 needs the session's
// feature kela65, so the frame leaves it to the code, at the end of the list where nothing moves for it).
const LANDINGS = [
  {
    lang: "fi",
    path: "/fi/ajanvaraus",
    h1: "Valitse käyntisi tyyppi",
    cards: ["Yksityisasiakas", "Työterveysasiakas", "Vakuutusasiakas"],
  },
  {
    lang: "sv",
    path: "/sv/tidsbokning",
    h1: "Välj typ av besök",
    cards: ["Privatkund", "Företags\u00adhälsovårds\u00adkund", "Försäkringskund"],
  },
  {
    lang: "en",
    path: "/en/booking",
    h1: "Choose the type of your visit",
    cards: ["Private customer", "Occupational healthcare customer", "Insurance customer"],
  },
] as const

/**
 * From the page's start: each change of #root that leaves it without the landing's heading once the frame has
 * shown it (a blank or a loading line between the frame and the live page), and the layout shifts.
 */
function watchTakeOver(heading: string) {
  const seen = { framed: false, blanks: [] as string[], shifts: [] as number[] }
  Object.assign(window, { takeOver: seen })
  new MutationObserver(() => {
    const root = document.getElementById("root")
    if (root?.querySelector("h1")?.textContent !== heading) {
      if (seen.framed) seen.blanks.push(root?.innerText.slice(0, 80) ?? "no #root")
    } else if (root.inert) seen.framed = true
  }).observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      seen.shifts.push(entry.value)
  }).observe({ type: "layout-shift", buffered: true })
}

test.describe("the booking landing's first frame", () => {
  test("is the landing in its HTML, in the address's language: inert, with nothing of a session", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      for (const { lang, path, h1, cards } of LANDINGS) {
        await page.goto(`${path}?practitionerIds=7`)
        await expect(page.locator("html")).toHaveAttribute("lang", lang)
        await expect(page).toHaveTitle(`${h1} – Aava`)
        const root = page.locator("#root")
        await expect(root).toHaveAttribute("inert", "")
        await expect(root.locator("h1")).toHaveText(h1)
        await expect(root.locator(".card h2 a")).toHaveText([...cards])
        await expect(root.locator(".card .tag")).toHaveCount(0)
        await expect(root.locator(".site-header__session-stand-in")).toBeHidden()
        await expect(root.locator("a.site-header__login")).toHaveCount(0)
        await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0)
        // the loader sends the session call with the code, as the list's does
        await expect(page.locator("script[defer][data-entry]")).toHaveAttribute(
          "data-session",
          "/api/session",
        )
      }
    } finally {
      await context.close()
    }
  })

  test("is accessible as it shows before the code", async ({ page, expectAccessible }) => {
    // the frame alone: no script of the build runs
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto("/en/booking")
    await expect(page.locator("#root")).toHaveAttribute("inert", "")
    await expect(page.locator("#root h1")).toHaveText("Choose the type of your visit")
    await expectAccessible("booking landing's first frame, en")
  })

  test("gives way to the live landing with nothing blank between and nothing moving", async ({
    page,
    expectAccessible,
  }) => {
    const { path, h1 } = LANDINGS[1]
    const sent = firstRequestsOf(page)
    await page.addInitScript(watchTakeOver, h1)
    await page.goto(path)
    await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible()
    // the session's card joins the others at the end
    await expect(page.getByRole("link", { name: "Kela65" })).toBeVisible()
    const seen = await page.evaluate(() => (window as unknown as { takeOver: object }).takeOver)
    expect(seen).toEqual({ framed: true, blanks: [], shifts: [] })
    expect(sent).toEqual(["/api/session"])
    await expectAccessible("booking landing after its first frame, sv")
  })
})
