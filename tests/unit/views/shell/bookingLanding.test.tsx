// @vitest-environment happy-dom
// The portal's booking landing and its frame in fi, sv and en (spec booking §2, §6): the landing's heading and
// cards, whose links carry the query over to their lists; Kela65 tagged 'over 65 years' only with the feature; the
// children's brand without the occupational card, with its own customer-service number in the footer; the language
// on <html>. The e2e suite walks the landing once per viewport, in one language (shell.spec.ts).
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enBooking from "../../../../locales/en/booking.json"
import fiBooking from "../../../../locales/fi/booking.json"
import svBooking from "../../../../locales/sv/booking.json"
import { ENVIRONMENT_FEATURES } from "../../../../sandbox/environments.ts"
import type { Environment, Feature } from "../../../../src/domain/features.ts"
import { BookingLanding } from "../../../../src/features/booking/views/BookingLanding.tsx"
import { Footer } from "../../../../src/features/shell/views/Footer.tsx"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiBooking, sv: svBooking, en: enBooking }
const LANGS = ["fi", "sv", "en"] as const

const landing = (lang: (typeof LANGS)[number], environment: Environment, search = "") =>
  renderView(<BookingLanding />, {
    lang,
    namespaces: ["booking"],
    url: `${buildPath("booking", lang)}${search}`,
    snapshot: { session: { environment, features: [...ENVIRONMENT_FEATURES[environment]] as Feature[] } },
  })

const cardTitles = () =>
  screen.getAllByRole("listitem").map((item) => within(item).getByRole("link").textContent)

describe("the booking landing", () => {
  for (const lang of LANGS)
    it(`asks the type of the visit, each card leading to its list with the query (${lang})`, async () => {
      const { landing: words } = texts[lang]
      await landing(lang, "adult-development", "?practitionerIds=7")
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(words.title)
      expect(cardTitles()).toEqual([
        words.private.title,
        words.occupational.title,
        words.insurance.title,
        words.kela65.title,
      ])
      expect(screen.getByRole("link", { name: words.private.title }).getAttribute("href")).toBe(
        `${buildPath("bookingPrivate", lang)}?practitionerIds=7`,
      )
      expect(screen.getByRole("link", { name: words.insurance.title }).getAttribute("href")).toBe(
        `${buildPath("bookingInsurance", lang)}?practitionerIds=7`,
      )
      const kela65 = screen.getByRole("link", { name: words.kela65.title }).closest("li")!
      expect(kela65.textContent).toContain(words.kela65.tag)
    })

  it("offers the children's brand no occupational card, and no Kela65 without the feature", async () => {
    expect(ENVIRONMENT_FEATURES["children-production"]).not.toContain("kela65")
    await landing("en", "children-production")
    expect(cardTitles()).toEqual([enBooking.landing.private.title, enBooking.landing.insurance.title])
  })
})

describe("the footer", () => {
  it("gives each brand's own customer-service number", async () => {
    await renderView(<Footer />, { snapshot: { session: { environment: "adult-production" } } })
    expect(screen.getByRole("link", { name: "010 555 3100" }).getAttribute("href")).toBe("tel:+358105553100")
    cleanup()
    await renderView(<Footer />, { snapshot: { session: { environment: "children-production" } } })
    expect(screen.getByRole("link", { name: "010 555 3400" }).getAttribute("href")).toBe("tel:+358105553400")
  })
})

describe("the page's language", () => {
  for (const lang of LANGS)
    it(`is on <html> (${lang})`, async () => {
      document.documentElement.lang = ""
      await createI18n(lang, [])
      expect(document.documentElement.lang).toBe(lang)
    })
})
