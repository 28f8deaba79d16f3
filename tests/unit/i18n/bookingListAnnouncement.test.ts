// The appointment list's status line (src/features/booking/views/ResultsSection.tsx) in each language: the plural of
// the count and the sentence a full first page adds. The e2e list journey runs in one language only.
import { describe, expect, it } from "vitest"
import { createI18n } from "../../../src/platform/i18n/i18n.ts"

const EXPECTED = {
  fi: {
    one: "Näytetään 1 vapaa aika.",
    many: "Näytetään 20 vapaata aikaa.",
    more: "Lisää aikoja voi hakea.",
  },
  sv: { one: "Visar 1 ledig tid.", many: "Visar 20 lediga tider.", more: "Fler tider kan hämtas." },
  en: {
    one: "Showing 1 free appointment.",
    many: "Showing 20 free appointments.",
    more: "More can be loaded.",
  },
} as const

describe("the appointment list's announcement", () => {
  for (const lang of ["fi", "sv", "en"] as const) {
    it(`says how many free appointments show, singular and plural, and that more can be loaded (${lang})`, async () => {
      const i18n = await createI18n(lang, ["booking"])
      const t = i18n.getFixedT(lang, "booking")
      expect(t("list.results.showing", { count: 1 })).toBe(EXPECTED[lang].one)
      expect(t("list.results.showing", { count: 20 })).toBe(EXPECTED[lang].many)
      expect(t("list.results.moreAvailable")).toBe(EXPECTED[lang].more)
    })
  }
})
