// @vitest-environment happy-dom
// Issue 31: a trend shows each value at its point (in the language's decimals, where the labels do not collide) and
// the same values as a table with a caption, in Finnish and Swedish. Its layout on a phone (12 px texts inside the
// drawing) is measured in a browser: tests/e2e/portal/records-laboratory.spec.ts.
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import fiRecords from "../../../../locales/fi/records.json"
import svRecords from "../../../../locales/sv/records.json"
import { ResultDayPage } from "../../../../src/features/records/views/laboratory/ResultDayPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiRecords, sv: svRecords }

/** The haemoglobin of three days in a blood count package, the last above its range. */
const HB = [
  { date: "2026-01-12", value: 118.5, within: true },
  { date: "2026-02-09", value: 121, within: true },
  { date: "2026-03-02", value: 160.5, within: false },
]

const dayOf = ({ date, value, within }: (typeof HB)[number]) => ({
  date,
  tests: [
    {
      type: "package",
      id: `pvk-${date}`,
      code: "PVK",
      displayName: "B -PVK",
      isReady: true,
      status: "ready",
      description: null,
      items: [
        {
          type: "single",
          id: `hb-${date}`,
          code: "HB",
          displayName: "B -Hb",
          isReady: true,
          status: "ready",
          result: { type: "numeric", resultNumber: value, prefix: null, isWithinReferenceRange: within },
          unit: "g/l",
          referenceRange: { min: 117, max: 155 },
          description: null,
          additionalResult: null,
        },
      ],
    },
  ],
})

const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/laboratory") {
      return Response.json({
        referrals: [],
        resultDates: HB.map(({ date }) => ({
          date,
          items: [{ code: "PVK", displayName: "B -PVK", isReady: true }],
        })).reverse(),
      })
    }
    const day = HB.find(({ date }) => pathname === `/api/laboratory/results/${date}`)
    if (day) return Response.json(dayOf(day))
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("a trend's values", () => {
  for (const lang of ["fi", "sv"] as const) {
    const records = texts[lang]

    it(`are at the chart's points in the language's decimals, and in a table (${lang})`, async () => {
      const last = HB.at(-1)!
      const url = buildPath("laboratoryResult", lang, { date: last.date })
      await renderView(<ResultDayPage />, {
        lang,
        namespaces: ["records"],
        env,
        path: url.replace(last.date, ":date"),
        url,
      })
      const show = await screen.findByRole("button", {
        name: records.laboratory.trend.show_other.replace("{{count}}", "3"),
      })
      fireEvent.click(show)
      const table = await screen.findByRole("table", {
        name: records.laboratory.trend.caption.replace("{{name}}", "B -Hb"),
      })
      const rows = within(table).getAllByRole("row").slice(1)
      expect(rows.map((row) => row.querySelector(".lab-value")?.textContent)).toEqual([
        "118,5 g/l",
        "121 g/l",
        "160,5 g/l",
      ])
      const chart = document.querySelector("svg.trend-chart")!
      expect(chart.closest("[aria-hidden='true']"), "the chart is hidden from screen readers").toBeTruthy()
      const labels = [...chart.querySelectorAll(".trend-chart__values text")].map((text) => text.textContent)
      // at the drawing's default width all three fit apart; the latest, outside its range, among them
      expect(labels.toSorted()).toEqual(["118,5", "121", "160,5"])
    })
  }
})
