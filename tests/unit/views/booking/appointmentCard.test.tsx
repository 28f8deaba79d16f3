// @vitest-environment happy-dom
// A result card in fi, sv and en: the practitioner's picture as decoration, the public profile linked in the page's
// language (the site's path for that language), and a Kela65 time's price estimate; a time on the insurance list
// shows no price. The e2e suite keeps the cards on the served lists in one language (booking-calendar.spec.ts).
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enBooking from "../../../../locales/en/booking.json"
import fiBooking from "../../../../locales/fi/booking.json"
import svBooking from "../../../../locales/sv/booking.json"
import type { HealthCareType } from "../../../../src/domain/features.ts"
import { parseInstant } from "../../../../src/domain/dates.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { AppointmentCard } from "../../../../src/features/booking/views/AppointmentCard.tsx"
import type { AppointmentListItem } from "../../../../src/platform/api/schemas.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const booking = { fi: fiBooking, sv: svBooking, en: enBooking }

const KELA65_TIME = {
  id: "9001",
  startDate: "2026-12-01T09:00:00+02:00",
  clinic: { id: "KAMPPI", name: "Aava Kamppi", cmsContent: {} },
  practitioner: {
    id: "1234",
    name: "Anna Lääkäri",
    isResource: false,
    cmsContent: { profilePicture: { url: "https://images.test/anna.jpg" } },
  },
  specialtyData: { specialties: [] },
  kind: { description: "Kela65" },
  kindId: "Y65P",
  locationType: "physicalLocation",
  isRemote: false,
} as unknown as AppointmentListItem

async function renderCard(lang: Lang, healthCareType: HealthCareType) {
  await renderView(
    <AppointmentCard
      appointment={KELA65_TIME}
      start={parseInstant(KELA65_TIME.startDate)}
      lang={lang}
      headingId="appointment-0"
      healthCareType={healthCareType}
    />,
    { lang, namespaces: ["booking"] },
  )
  return screen.getByRole("article")
}

describe("a result card", () => {
  for (const { lang, suffix, price } of [
    { lang: "fi", suffix: "", price: /^Hinta-arvio 28,20\s€$/ },
    { lang: "sv", suffix: "-3", price: /^Prisuppskattning 28,20\s€$/ },
    { lang: "en", suffix: "-2", price: /^Price estimate €28\.20$/ },
  ] as const)
    it(`shows the picture, the public profile and the Kela65 price (${lang})`, async () => {
      const card = await renderCard(lang, "kela65")
      expect(card.querySelector("img")?.getAttribute("alt")).toBe("")
      const hint = booking[lang].list.card.profileLinkHint
      const profile = screen.getByRole("link", { name: `Anna Lääkäri ${hint}` })
      expect(profile.getAttribute("href")).toMatch(
        new RegExp(`^https://www\\.[^/]+/asiantuntijat/1234${suffix}$`),
      )
      expect(card.querySelector(".appointment-card__price")?.textContent).toMatch(price)
    })

  it("shows no price on the insurance list", async () => {
    const card = await renderCard("fi", "insurance")
    expect(card.querySelector(".appointment-card__price")).toBeNull()
    expect(card.textContent).not.toContain(fiBooking.list.card.price.split(" ")[0])
  })
})
