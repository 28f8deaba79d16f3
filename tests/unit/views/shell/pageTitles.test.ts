import { describe, expect, it } from "vitest"
import enBooking from "../../../../locales/en/booking.json"
import enCommon from "../../../../locales/en/common.json"
import enProfile from "../../../../locales/en/profile.json"
import enShell from "../../../../locales/en/shell.json"
import fiBooking from "../../../../locales/fi/booking.json"
import fiCommon from "../../../../locales/fi/common.json"
import fiProfile from "../../../../locales/fi/profile.json"
import fiShell from "../../../../locales/fi/shell.json"
import svBooking from "../../../../locales/sv/booking.json"
import svCommon from "../../../../locales/sv/common.json"
import svProfile from "../../../../locales/sv/profile.json"
import svShell from "../../../../locales/sv/shell.json"
import { BRAND_CONFIGS } from "../../../../src/platform/brand/config.ts"
import { LANGUAGES, type Lang } from "../../../../src/domain/language.ts"
import { isAvailableIn, isRouteId } from "../../../../src/platform/routing/index.ts"
import { documentTitle } from "../../../../src/kit/ui/page/documentTitle.ts"

const texts = {
  fi: { shell: fiShell, common: fiCommon, booking: fiBooking, profile: fiProfile },
  sv: { shell: svShell, common: svCommon, booking: svBooking, profile: svProfile },
  en: { shell: enShell, common: enCommon, booking: enBooking, profile: enProfile },
} as const

/** Every title a portal page can carry in a language: its route's, or that of a state that names itself. */
function titlesOf(lang: Lang): Record<string, string> {
  const { shell, common, booking, profile } = texts[lang]
  return {
    ...shell.pageTitles,
    "state: not found": common.notFound.title,
    "state: error": common.errors.generic.title,
    "state: appointment reserved": booking.reservation.success.title,
    "state: child information": profile.registration.childTitle,
  }
}

// Routes that show the same page as another route, and so carry its title: the children's chat notice for visitors
// who are not logged in (spec messaging §2) is the logged-in one's
const SAME_PAGE_AS: ReadonlySet<string> = new Set(["anonymousPikkutsatti"])

const brandNames = [...new Set(Object.values(BRAND_CONFIGS).map((config) => config.displayName))]

describe("page titles (WCAG 2.4.2)", () => {
  it("are given for routes of the table, in every language the route exists in", () => {
    for (const lang of LANGUAGES) {
      for (const routeId of Object.keys(texts[lang].shell.pageTitles)) {
        expect(isRouteId(routeId), routeId).toBe(true)
        // every language file has every key: a route of one language (help, Finnish only) has its title in all
        if (isRouteId(routeId)) {
          expect(
            LANGUAGES.some((other) => isAvailableIn(routeId, other)),
            `${routeId} ${lang}`,
          ).toBe(true)
        }
      }
    }
  })

  for (const lang of LANGUAGES) {
    it(`tell every page apart in ${lang}, with the brand`, () => {
      for (const brandName of brandNames) {
        const documentTitles = Object.entries(titlesOf(lang))
          .filter(([page]) => !SAME_PAGE_AS.has(page))
          .map(([page, title]) => {
            expect(title.trim(), page).not.toBe("")
            return documentTitle(title, brandName)
          })
        const repeated = documentTitles.filter((title, index) => documentTitles.indexOf(title) !== index)
        expect(repeated, `${lang}, ${brandName}`).toEqual([])
        for (const title of documentTitles) expect(title.endsWith(` – ${brandName}`)).toBe(true)
      }
    })
  }

  it("name the booking lists as spec booking §2 does", () => {
    expect(texts.en.shell.pageTitles.bookingPrivate).toBe("Appointment Booking")
    expect(texts.fi.shell.pageTitles.bookingPrivate).toBe("Ajanvaraus")
    expect(texts.sv.shell.pageTitles.bookingPrivate).toBe("Tidsbokning")
    expect(texts.en.shell.pageTitles.bookingInsurance).toBe("Insurance appointment Booking")
    expect(texts.en.shell.pageTitles.bookingKela65).toBe("Kela65 appointment Booking")
  })

  it("put the page first and the brand last", () => {
    expect(documentTitle("Ajanvaraus", "Aava Lastenklinikka")).toBe("Ajanvaraus – Aava Lastenklinikka")
  })
})
