// WCAG 2.4.2 and 1.4.10 on every page state a test checks with axe (the expectAccessible fixture): the document
// title is the page's own, of the route the address matches, and the page does not scroll sideways at its width.
// The titles of every route in every language are held by tests/unit/views/shell/pageTitles.test.ts; this holds
// that the real page sets the right one, on every page the suite visits.
import { expect, type Page } from "@playwright/test"
import enBooking from "../../locales/en/booking.json" with { type: "json" }
import enCommon from "../../locales/en/common.json" with { type: "json" }
import enProfile from "../../locales/en/profile.json" with { type: "json" }
import enShell from "../../locales/en/shell.json" with { type: "json" }
import fiBooking from "../../locales/fi/booking.json" with { type: "json" }
import fiCommon from "../../locales/fi/common.json" with { type: "json" }
import fiProfile from "../../locales/fi/profile.json" with { type: "json" }
import fiShell from "../../locales/fi/shell.json" with { type: "json" }
import svBooking from "../../locales/sv/booking.json" with { type: "json" }
import svCommon from "../../locales/sv/common.json" with { type: "json" }
import svProfile from "../../locales/sv/profile.json" with { type: "json" }
import svShell from "../../locales/sv/shell.json" with { type: "json" }
import { BRAND_CONFIGS } from "../../src/platform/brand/config.ts"
import { isLang } from "../../src/domain/language.ts"
import { matchPath } from "../../src/platform/routing/index.ts"
import "./routeTable.ts"

const texts = {
  fi: { shell: fiShell, common: fiCommon, booking: fiBooking, profile: fiProfile },
  sv: { shell: svShell, common: svCommon, booking: svBooking, profile: svProfile },
  en: { shell: enShell, common: enCommon, booking: enBooking, profile: enProfile },
} as const

const BRAND_NAMES = [...new Set(Object.values(BRAND_CONFIGS).map((config) => config.displayName))]

// The identity provider's and the payment provider's pages are not the portal's
const PORTAL_PAGE = /^\/(fi|sv|en)(\/|$)/

/**
 * The titles a portal page at `pathname` may carry: its route's own, or that of a state that names itself
 * (usePageTitle: the heading on screen, such as a questionnaire's name, or not found, a failed page, a reserved
 * appointment, the child information form), each with a brand's name.
 */
export function titlesAt(pathname: string, heading: string | undefined): string[] | undefined {
  const lang = pathname.split("/")[1]
  if (!PORTAL_PAGE.test(pathname) || !isLang(lang)) return undefined
  const { shell, common, booking, profile } = texts[lang]
  const routeId = matchPath(pathname)?.routeId
  const routeTitle = routeId === undefined ? undefined : (shell.pageTitles as Record<string, string>)[routeId]
  const pageTitles = [
    routeTitle,
    heading,
    common.notFound.title,
    common.errors.generic.title,
    booking.reservation.success.title,
    profile.registration.childTitle,
  ].filter((title): title is string => title !== undefined)
  return pageTitles.flatMap((title) => BRAND_NAMES.map((brand) => `${title} – ${brand}`))
}

/** The page's own document title (portal pages) and no sideways scrolling at its width, in the state it is in. */
export async function expectPageRules(page: Page, state: string): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 })
  // a title does not wrap: it leaves out the soft hyphens of a heading's long words (documentTitle)
  const heading =
    (await h1.count()) === 1 ? (await h1.textContent())?.replaceAll("\u00ad", "").trim() : undefined
  const titles = titlesAt(new URL(page.url()).pathname, heading)
  if (titles !== undefined) {
    const own = async () => {
      const title = await page.title()
      return titles.includes(title) ? "the page's own" : title
    }
    await expect
      .poll(own, { message: `the document title in state "${state}", one of: ${titles.join(" | ")}` })
      .toBe("the page's own")
  }
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await expect
    .poll(overflow, { message: `sideways scrolling (px) in state "${state}"` })
    .toBeLessThanOrEqual(0)
}
