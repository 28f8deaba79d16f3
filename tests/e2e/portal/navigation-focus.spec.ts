// WCAG 2.4.3: after every in-app navigation focus is on the new page's h1 (which screen readers read out), also
// when the page first waits for its code or its data, and the document title is the new page's.
import type { Page } from "@playwright/test"
import enAppointments from "../../../locales/en/appointments.json" with { type: "json" }
import enBooking from "../../../locales/en/booking.json" with { type: "json" }
import enCommon from "../../../locales/en/common.json" with { type: "json" }
import enShell from "../../../locales/en/shell.json" with { type: "json" }
import fiAppointments from "../../../locales/fi/appointments.json" with { type: "json" }
import fiBooking from "../../../locales/fi/booking.json" with { type: "json" }
import fiCommon from "../../../locales/fi/common.json" with { type: "json" }
import fiShell from "../../../locales/fi/shell.json" with { type: "json" }
import svAppointments from "../../../locales/sv/appointments.json" with { type: "json" }
import svBooking from "../../../locales/sv/booking.json" with { type: "json" }
import svCommon from "../../../locales/sv/common.json" with { type: "json" }
import svShell from "../../../locales/sv/shell.json" with { type: "json" }
import { buildPath, matchPath } from "../../../src/platform/routing/index.ts"
import { expect as baseExpect, test, waitForPage } from "../fixtures.ts"
import { chunkAddressOf } from "../support/builtChunks.ts"
import { logIn } from "../login.ts"
import { withoutRequestDeadline } from "../support/requestDeadline.ts"

// Pages wait for code and data on a machine other test runs share: a generous wait for what the user would see
const expect = baseExpect.configure({ timeout: 20_000 })

// Journeys with a login and axe after each step: more than the default 30 s on a shared machine
test.describe.configure({ timeout: 120_000 })

// A request is held for as long as the checks of the waiting state take
test.beforeEach(({ page }) => withoutRequestDeadline(page))

type Lang = "fi" | "sv" | "en"
const texts = {
  fi: { booking: fiBooking, appointments: fiAppointments, shell: fiShell, common: fiCommon },
  sv: { booking: svBooking, appointments: svAppointments, shell: svShell, common: svCommon },
  en: { booking: enBooking, appointments: enAppointments, shell: enShell, common: enCommon },
}

/** The document title of a page: the route's own, or not found for an address whose page is not built. */
function titleOf(lang: Lang, path: string): string {
  const routeId = matchPath(path)?.routeId
  const pageTitles: Record<string, string> = texts[lang].shell.pageTitles
  const title = routeId !== undefined ? pageTitles[routeId] : undefined
  return `${title ?? texts[lang].common.notFound.title} – Aava`
}

/** The h1 has focus and draws no focus ring: it marks where reading starts, it is not a control. */
async function expectHeadingFocused(page: Page): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toBeFocused()
  await expect(h1).toHaveCSS("outline-style", "none")
}

/** The new page is on screen with focus on its h1 (no ring) and its own document title. */
async function expectArrived(page: Page, lang: Lang, heading: string | RegExp): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveText(heading)
  await expectHeadingFocused(page)
  await expect(page).toHaveTitle(titleOf(lang, new URL(page.url()).pathname))
}

/** Holds the requests `matches` picks until released, so the page's waiting state can be looked at. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(matches, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const isChunk = (source: string) => {
  const address = chunkAddressOf(source)
  return (url: URL) => url.pathname === address
}
const isApi = (pattern: RegExp) => (url: URL) => pattern.test(url.pathname)

for (const lang of ["fi", "sv", "en"] as const) {
  const { booking, appointments } = texts[lang]

  test(`anonymous, ${lang}: landing → list → reservation, focus on each page's h1 after its code and data`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(buildPath("booking", lang))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking.landing.title)

    // the list's code arrives only when released: until then the landing stays, then focus goes to the list's h1
    const releaseChunk = await hold(page, isChunk("src/features/booking/views/AppointmentListPage.tsx"))
    const searched = page.waitForResponse((response) =>
      isApi(/^\/api\/appointments$/)(new URL(response.url())),
    )
    await page.getByRole("link", { name: booking.landing.private.title }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking.landing.title)
    releaseChunk()
    await expectArrived(page, lang, booking.list.title.standard)
    const cards = page.getByRole("list", { name: booking.list.results.title }).getByRole("listitem")
    await expect(cards.first()).toBeVisible()
    await expectAccessible(`private list after navigation, ${lang}`)
    // the first card an anonymous visitor may book (a login-only one shows the login prompt instead of the form)
    const { availableAppointments } = (await (await searched).json()) as {
      availableAppointments: { appointments: { requiresAuthToReserve: boolean }[] }
    }
    const bookable = availableAppointments.appointments.findIndex((slot) => !slot.requiresAuthToReserve)
    expect(bookable, "a slot an anonymous visitor may book").toBeGreaterThanOrEqual(0)

    // card → reservation: the page first shows its loading state, then the form; focus ends on the real h1
    const releaseAppointment = await hold(page, isApi(/^\/api\/appointments\/\d+$/))
    await cards.nth(bookable).getByRole("link", { name: booking.reservation.link }).click()
    await expect(page.getByRole("status").filter({ hasText: booking.reservation.loading })).toBeVisible()
    await expectAccessible(`reservation loading, ${lang}`)
    releaseAppointment()
    await expect(page.getByRole("status").filter({ hasText: booking.reservation.loading })).toHaveCount(0)
    await expect(page.getByRole("checkbox").first()).toBeVisible()
    await expectArrived(page, lang, booking.reservation.title)
    await expectAccessible(`reservation form after navigation, ${lang}`)
  })

  // the logged-in journey in one language (sv); the anonymous one above is the portal's smoke in each language
  if (lang !== "sv") continue
  test(`logged in, ${lang}: front page → appointments → an appointment, focus on each page's h1 after loading`, async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, "aino", `/${lang}`, { lang })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

    const releaseList = await hold(page, isApi(/^\/api\/appointments\/upcoming$/))
    await page.getByRole("link", { name: appointments.front.showAll }).click()
    await expect(page.getByRole("status").filter({ hasText: appointments.loading })).toBeVisible()
    await expectAccessible(`appointments loading, ${lang}`)
    releaseList()
    const rows = page.getByRole("main").getByRole("listitem")
    await expect(rows.first()).toBeVisible()
    await expectArrived(page, lang, appointments.list.title)
    await expectAccessible(`appointments after navigation, ${lang}`)

    const releaseAppointment = await hold(page, isApi(/^\/api\/appointments\/by-ids$/))
    await rows.first().getByRole("heading", { level: 2 }).getByRole("link").click()
    await expect(page.getByRole("status").filter({ hasText: appointments.loading })).toBeVisible()
    releaseAppointment()
    await expect(page.getByRole("article").first()).toBeVisible()
    await expectArrived(page, lang, appointments.byIds.title_one)
    await expectAccessible(`an appointment after navigation, ${lang}`)
  })
}

test("logged in: every page of the side menu gets focus on its h1 and its own title @mobile", async ({
  page,
  expectAccessible,
}) => {
  const lang = "en"
  await logIn(page, "aino", "/en", { lang })
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const menuButton = page.getByRole("button", { name: texts.en.shell.header.openMenu, exact: true })
  const menu = page.getByRole("navigation", { name: texts.en.shell.menu.label })
  await menuButton.click()
  const hrefs = await menu
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  // one visit a page (a page's tabs share its address); the front page, where we are, comes last, and then once
  // more: a link to the page already shown moves focus to its h1 too (not to the body, as the menu hides the link)
  const pages = [...new Set(hrefs)].filter((path) => path !== "/en")
  expect(pages.length).toBeGreaterThan(3)
  for (const path of [...pages, "/en", "/en"]) {
    if (!(await menu.isVisible())) await menuButton.click()
    await menu.locator(`a[href^="${path}"]`).first().click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expectHeadingFocused(page)
    await expect(page).toHaveTitle(titleOf(lang, path))
    await expectAccessible(`${path} from the menu`)
  }
})

test("switching the language is a page change: focus on the h1, title in the new language", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/fi/ajanvaraus")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fiBooking.landing.title)
  await page
    .getByRole("navigation", { name: fiShell.header.languages })
    .getByRole("link", { name: "Svenska" })
    .click()
  await expectArrived(page, "sv", svBooking.landing.title)
  await expectAccessible("landing after switching to Swedish")
})

test("a heading focused after keyboard navigation carries no focus ring; the controls after it do", async ({
  page,
}) => {
  await page.goto("/en/booking")
  // the live page: its first frame shows the same heading, inert
  await waitForPage(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enBooking.landing.title)
  await page.getByRole("link", { name: enBooking.landing.private.title }).focus()
  await page.keyboard.press("Enter")
  const h1 = page.getByRole("heading", { level: 1 })
  await expectArrived(page, "en", enBooking.list.title.standard)
  await expect(h1).toHaveCSS("outline-style", "none")
  await page.keyboard.press("Tab")
  const next = page.locator(":focus")
  await expect(next).not.toHaveCSS("outline-style", "none")
})
