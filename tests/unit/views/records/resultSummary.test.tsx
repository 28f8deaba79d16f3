// @vitest-environment happy-dom
// Issue 31: a result day says above its values how many are outside their reference range, or that all are within;
// values with no range are said apart, tests not ready are not counted. In Finnish and Swedish (English follows the
// same keys; check-locales keeps them whole).
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import fiRecords from "../../../../locales/fi/records.json"
import svRecords from "../../../../locales/sv/records.json"
import { ResultDayPage } from "../../../../src/features/records/views/laboratory/ResultDayPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiRecords, sv: svRecords }

let nextId = 1
function single(
  displayName: string,
  result: { value: number; within: boolean | null } | { text: string } | null,
  referenceRange: { min: number | null; max: number | null } | null = { min: 1, max: 10 },
) {
  return {
    type: "single",
    id: String(nextId++),
    code: displayName,
    displayName,
    isReady: result !== null,
    status: result === null ? "sampled" : "ready",
    result:
      result === null
        ? null
        : "text" in result
          ? { type: "textual", resultText: result.text }
          : {
              type: "numeric",
              resultNumber: result.value,
              prefix: null,
              isWithinReferenceRange: result.within,
            },
    unit: "mmol/l",
    referenceRange,
    description: null,
    additionalResult: null,
  }
}

/** Two values above and below their ranges, one within, a text, one without a range, one not ready. */
const MIXED = {
  date: "2026-03-02",
  tests: [
    {
      type: "package",
      id: "p1",
      code: "PVK",
      displayName: "B -PVK",
      isReady: true,
      status: "ready",
      description: null,
      items: [
        single("B -Hb", { value: 12, within: false }),
        single("B -Leuk", { value: 0.5, within: false }),
        single("B -Trom", { value: 5, within: true }),
      ],
    },
    single("U -KemSeul", { text: "Negatiivinen" }, null),
    single("P -Ca", { value: 2.3, within: null }, null),
    single("P -Krea", null),
  ],
}

/** Every ready value within its range, one with the laboratory's verdict missing but its number inside. */
const ALL_WITHIN = {
  date: "2026-03-03",
  tests: [single("P -K", { value: 4, within: true }), single("P -Na", { value: 5, within: null })],
}

const DAYS = [MIXED, ALL_WITHIN]
const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    const day = DAYS.find((candidate) => pathname === `/api/laboratory/results/${candidate.date}`)
    if (day) return Response.json(day)
    if (pathname === "/api/laboratory") return Response.json({ referrals: [], resultDates: [] })
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

async function openDay(lang: "fi" | "sv", date: string) {
  const url = buildPath("laboratoryResult", lang, { date })
  await renderView(<ResultDayPage />, {
    lang,
    namespaces: ["records"],
    env,
    path: url.replace(date, ":date"),
    url,
  })
  await screen.findByRole("heading", { level: 1 })
}

const plural = (forms: { one: string; other: string }, count: number) =>
  (count === 1 ? forms.one : forms.other).replace("{{count}}", String(count))

describe("a result day's summary", () => {
  for (const lang of ["fi", "sv"] as const) {
    const summary = texts[lang].laboratory.summary

    it(`counts the values outside their range and says apart those without one (${lang})`, async () => {
      await openDay(lang, MIXED.date)
      const outside = plural({ one: summary.outside_one, other: summary.outside_other }, 2)
      const without = plural({ one: summary.withoutRange_one, other: summary.withoutRange_other }, 2)
      const sentence = screen.getByText(outside, { exact: false })
      expect(sentence.closest("p")?.textContent).toBe(`!${outside} ${without}`)
      // above the values: before the first table in the page's order
      const table = screen.getAllByRole("table")[0]!
      expect(sentence.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(screen.queryByText(summary.allWithin)).toBeNull()
    })

    it(`says all values are within their ranges when none is outside (${lang})`, async () => {
      await openDay(lang, ALL_WITHIN.date)
      expect(screen.getByText(summary.allWithin)).toBeTruthy()
      expect(screen.queryByText(/\d/, { selector: ".lab-summary *" })).toBeNull()
    })
  }
})
