// Measuring reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12) in the page as the user sees it.
import type { Page, Response } from "@playwright/test"
import { expect, LIVE_PAGE_TIMEOUT } from "../fixtures.ts"
import { expectPageRules } from "../pageRules.ts"

export type Lang = "fi" | "sv" | "en"
export const LANGS: readonly Lang[] = ["fi", "sv", "en"]

/** 320 CSS px: the narrowest phone, and 1280 px at 400 % zoom. */
export const NARROW = { width: 320, height: 640 }

/** WCAG 1.4.12's text spacing, as a user's style sheet would set it. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

/**
 * Applies the text spacing to the page as a user's style sheet or a bookmarklet does: a constructed style sheet,
 * which the page's Content-Security-Policy leaves alone (a <style> element would be refused). Gives the way back.
 */
export async function applyTextSpacing(page: Page): Promise<() => Promise<void>> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    ;(window as unknown as { textSpacingSheet?: CSSStyleSheet }).textSpacingSheet = sheet
  }, TEXT_SPACING_CSS)
  return () =>
    page.evaluate(() => {
      const sheet = (window as unknown as { textSpacingSheet?: CSSStyleSheet }).textSpacingSheet
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    })
}

/** Path words of the routes the sandbox's data reaches, per language. */
export const PATHS = {
  fi: {
    booking: "ajanvaraus",
    privateList: "ajanvaraus/yksityisasiakas",
    occupationalList: "ajanvaraus/tyoterveys",
    insuranceList: "ajanvaraus/vakuutus",
    kela65List: "ajanvaraus/kela65",
    occupationalLanding: "kirjautumattomat-kayttajat/tyoterveys",
    occupationalHome: "tyoterveys",
    anonymousReservation: "kirjautumattomat-kayttajat/vapaat-ajat",
    reservation: "vapaat-ajat",
    occupationalReservation: "vapaat-ajat/tyoterveys",
    insuranceReservation: "vapaat-ajat/vakuutus",
    kela65Reservation: "vapaat-ajat/kela65",
    login: "kirjaudu",
    loginChoice: "kirjaudu/kenen-puolesta",
    transactionPath: "asiointipolku",
    authentication: "tunnistautuminen",
    expiredSession: "katkennut-istunto",
    appointments: "ajanvaraukset",
    anonymousAppointment: "varaus",
    myInformation: "omat-tiedot",
    registration: "rekisterointi",
    dataProcessing: "potilastietojen-kasittely",
    notFound: "ei-tallaista-sivua",
  },
  sv: {
    booking: "tidsbokning",
    privateList: "tidsbokning/privat-kund",
    occupationalList: "tidsbokning/foretagshalsovard",
    insuranceList: "tidsbokning/forsakring",
    kela65List: "tidsbokning/kela65",
    occupationalLanding: "anonyma-anvandare/foretagshalsovard",
    occupationalHome: "foretagshalsovard",
    anonymousReservation: "anonyma-anvandare/lediga-tider",
    reservation: "lediga-tider",
    occupationalReservation: "lediga-tider/foretagshalsovard",
    insuranceReservation: "lediga-tider/forsakring",
    kela65Reservation: "lediga-tider/kela65",
    login: "loggain",
    loginChoice: "loggain/for-vem",
    transactionPath: "transaktionsbana",
    authentication: "behorighetskontroll",
    expiredSession: "utgatt-session",
    appointments: "tidsbokningar",
    anonymousAppointment: "bokning",
    myInformation: "mina-uppgifter",
    registration: "registrering",
    dataProcessing: "behandling-av-patientuppgifter",
    notFound: "ingen-sadan-sida",
  },
  en: {
    booking: "booking",
    privateList: "booking/private-customer",
    occupationalList: "booking/occupational-healthcare",
    insuranceList: "booking/insurance",
    kela65List: "booking/kela65",
    occupationalLanding: "anonymous-users/occupational-healthcare",
    occupationalHome: "occupational-healthcare",
    anonymousReservation: "anonymous-users/available-appointments",
    reservation: "available-appointments",
    occupationalReservation: "available-appointments/occupational",
    insuranceReservation: "available-appointments/insurance",
    kela65Reservation: "available-appointments/kela65",
    login: "login",
    loginChoice: "login/for-whom",
    transactionPath: "transaction-path",
    authentication: "authentication",
    expiredSession: "expired-session",
    appointments: "appointments",
    anonymousAppointment: "appointment",
    myInformation: "my-information",
    registration: "registration",
    dataProcessing: "data-processing",
    notFound: "no-such-page",
  },
} as const satisfies Record<Lang, Record<string, string>>
export type PageName = keyof (typeof PATHS)["fi"]

/** `/{lang}/{path words}[/{id}]`; the front page is `/{lang}`. */
export function pathOf(lang: Lang, page: PageName | "front", id?: string): string {
  const words = page === "front" ? "" : `/${PATHS[lang][page]}`
  return `/${lang}${words}${id ? `/${id}` : ""}`
}

/**
 * Opens `path` in the running app as Back and Forward do (a history entry and its popstate) rather than by a new page
 * load, so a crawl pays for the app's start once. The app moves focus to the new page's h1 after every in-app
 * navigation (useFocusOnNavigation): that is how the crawl knows the page it measures is the new one. Without the
 * app on the page (the first visit, another site's page) it loads the page.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const current = new URL(page.url())
  if (`${current.pathname}${current.search}` === path) return
  const running = current.protocol.startsWith("http") && (await page.locator("#main").count()) === 1
  if (!running) {
    await page.goto(path)
    return
  }
  // the live app, not the first frame it replaces (targets/shared/firstFrame.ts): that one has no router yet
  await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
  await page.evaluate((next) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    const index = (history.state as { idx?: number } | null)?.idx ?? 0
    history.pushState({ usr: null, key: `crawl-${index + 1}`, idx: index + 1 }, "", next)
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }))
  }, path)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
}

/**
 * The page has settled as the user sees it: its heading is there and no status line still says something is on its
 * way (every loading text of the portal ends with an ellipsis: "Haetaan vapaita aikoja…").
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: /…\s*$/ })).toHaveCount(0)
}

type Overflow = { scrollWidth: number; offenders: string[] }

/** The document's scroll width, and what sticks out past `width` (outermost boxes and lines of text). */
export function measureOverflow(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth
    const offenders: string[] = []
    if (scrollWidth <= limit) return { scrollWidth, offenders }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect()
      const parent = element.parentElement?.getBoundingClientRect()
      if (box.width > 1 && box.right > limit + 0.5 && !(parent && parent.right > limit + 0.5))
        offenders.push(`${describe(element)} to ${Math.round(box.right)} px`)
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode
      const parent = text.parentElement
      if (!parent || !text.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right))
      if (right > limit + 0.5)
        offenders.push(`"${text.textContent.trim().slice(0, 40)}" to ${Math.round(right)} px`)
    }
    return { scrollWidth, offenders: offenders.slice(0, 6) }
  }, width)
}

/**
 * Text a clipping box cuts off: visible text (not aria-hidden, not visually hidden on purpose) reaching outside an
 * ancestor that hides its overflow.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode
      const parent = text.parentElement
      if (!parent || !text.textContent?.trim() || parent.closest("[aria-hidden='true']")) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const rects = [...range.getClientRects()]
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        const clips =
          ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY)
        if (!clips) continue
        const edge = box.getBoundingClientRect()
        if (edge.width <= 1 || edge.height <= 1) break
        const outside = rects.some(
          (rect) =>
            rect.left < edge.left - 1 ||
            rect.right > edge.right + 1 ||
            rect.top < edge.top - 1 ||
            rect.bottom > edge.bottom + 1,
        )
        if (outside) clipped.push(`"${text.textContent.trim().slice(0, 40)}" in ${box.tagName.toLowerCase()}`)
      }
    }
    return clipped
  })
}

/** The first free appointment a list's search answers with that has `property`, failing loudly when none has. */
export async function slotFrom(
  search: Promise<Response>,
  property: (slot: { id: string; requiresAuthToReserve?: boolean }) => boolean = () => true,
): Promise<string> {
  const body = (await (await search).json()) as {
    availableAppointments: { appointments: { id: string; requiresAuthToReserve?: boolean }[] }
  }
  const slot = body.availableAppointments.appointments.find(property)
  expect(slot, "a free appointment on the list's first page").toBeDefined()
  return slot!.id
}

export const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

/**
 * A page state at 320 × 640 CSS px: nothing scrolls sideways, axe passes, and with WCAG's text spacing still nothing
 * scrolls sideways and no text is clipped (soft expectations, so one run lists every finding).
 */
export async function expectReflow(page: Page, state: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: /…\s*$/ })).toHaveCount(0)
  const { scrollWidth, offenders } = await measureOverflow(page, NARROW.width)
  expect
    .soft(scrollWidth, `${state} scrolls sideways: ${offenders.join("; ")}`)
    .toBeLessThanOrEqual(NARROW.width)
  await expectPageRules(page, `${state} at ${NARROW.width} px`)
  const removeSpacing = await applyTextSpacing(page)
  const spaced = await measureOverflow(page, NARROW.width)
  expect
    .soft(spaced.scrollWidth, `${state} with text spacing scrolls sideways: ${spaced.offenders.join("; ")}`)
    .toBeLessThanOrEqual(NARROW.width)
  expect.soft(await clippedTexts(page), `${state} with text spacing clips text`).toEqual([])
  await removeSpacing()
}
