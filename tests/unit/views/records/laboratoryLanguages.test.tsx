// @vitest-environment happy-dom
// The laboratory's pages in fi, sv and en (spec messaging-records-payments §3, §5): a result day under its title in
// the language, a value out of range said in words; a referral no longer valid says 'Not valid', and its description,
// which exists in Finnish only, shows on the Finnish page alone. The e2e journey (records-laboratory.spec.ts) walks
// the pages in Finnish.
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enRecords from "../../../../locales/en/records.json"
import fiRecords from "../../../../locales/fi/records.json"
import svRecords from "../../../../locales/sv/records.json"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { ResultDayPage } from "../../../../src/features/records/views/laboratory/ResultDayPage.tsx"
import { LaboratoryReferralPage } from "../../../../src/features/records/views/referrals/ReferralPage.tsx"
import { formatDate } from "../../../../src/platform/i18n/format.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { testClock } from "../../../support/clock.ts"
import { contractExample } from "../../../support/contractExamples.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiRecords, sv: svRecords, en: enRecords }
const LANGS = ["fi", "sv", "en"] as const

/** The contract's example result day: a blood count package with the leukocytes above their range. */
const RESULT_DAY = contractExample("/api/laboratory/results/{date}", "day") as { date: string }

const DAY_MS = 86_400_000
/** A referral whose last valid day was a month ago by the tests' clock, with its Finnish description. */
const EXPIRED = {
  id: "73105",
  type: "laboratory",
  status: "expired",
  title: "Laboratoriolähete",
  description: "Paastoverikokeet aamulla",
  creationDate: toIsoDate(new Date(testClock() - 90 * DAY_MS)),
  validUntil: toIsoDate(new Date(testClock() - 30 * DAY_MS)),
  practitioner: { id: "1", name: "Mikko Laine", title: null, isResource: false, cmsContent: null },
  patientInstructionsUrl: null,
}

const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === `/api/laboratory/results/${RESULT_DAY.date}`) return Response.json(RESULT_DAY)
    if (pathname === `/api/laboratory/referrals/${EXPIRED.id}`) return Response.json({ referral: EXPIRED })
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("the laboratory in each language", () => {
  for (const lang of LANGS) {
    const records = texts[lang]

    it(`a result day is titled in the language, a value out of range said in words (${lang})`, async () => {
      const url = buildPath("laboratoryResult", lang, { date: RESULT_DAY.date })
      await renderView(<ResultDayPage />, {
        lang,
        namespaces: ["records"],
        env,
        path: url.replace(RESULT_DAY.date, ":date"),
        url,
      })
      const title = records.laboratory.resultsOf.replace("{{date}}", formatDate(RESULT_DAY.date))
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy()
      const leukocytes = screen
        .getAllByRole("row")
        .find((row) => within(row).queryByRole("rowheader", { name: /B -Leuk/ }))
      expect(leukocytes, "the leukocytes' row").toBeTruthy()
      expect(within(leukocytes!).getByText(records.laboratory.standing.high)).toBeTruthy()
    })

    it(`a referral no longer valid says so; its Finnish description only on the Finnish page (${lang})`, async () => {
      const url = buildPath("laboratoryReferral", lang, { id: EXPIRED.id })
      await renderView(<LaboratoryReferralPage />, {
        lang,
        namespaces: ["records"],
        env,
        path: url.replace(EXPIRED.id, ":id"),
        url,
      })
      expect(await screen.findByRole("heading", { level: 1, name: EXPIRED.title })).toBeTruthy()
      expect(screen.getByText(records.referral.notValid, { exact: true })).toBeTruthy()
      const description = screen.queryByText(EXPIRED.description)
      if (lang === "fi") expect(description).toBeTruthy()
      else expect(description).toBeNull()
      expect(screen.queryAllByRole("term").map((term) => term.textContent)).toEqual(
        lang === "fi"
          ? expect.arrayContaining([records.referral.description])
          : expect.not.arrayContaining([records.referral.description]),
      )
    })
  }
})
