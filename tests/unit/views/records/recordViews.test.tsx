// @vitest-environment happy-dom
// The records views' words at the spec's boundaries, at a fixed moment: timeline rows (initials, keyword icons,
// relative times shortened, 'Yesterday' from 24 to 48 hours, referral notes within 30 days, 'New'), a numeric
// result with its prefix, unit and range standing, and a summary block's unavailable and empty states.
import { cleanup, screen, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import type { LaboratorySingleTest, TimelineItem } from "../../../../src/features/records/store/area.ts"
import { SummaryBlock } from "../../../../src/features/front/views/SummaryBlock.tsx"
import { ResultValue } from "../../../../src/features/records/views/laboratory/ResultValue.tsx"
import { TimelineList } from "../../../../src/features/records/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

// Wednesday 18 November 2026, 12:00 in Helsinki
const NOW = Date.parse("2026-11-18T12:00:00+02:00")
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString()

afterEach(cleanup)

function renderIn(lang: Lang, ui: ReactNode) {
  return renderView(ui, { lang, namespaces: ["records"], env: fakeStoreEnv({ now: fixedClock(NOW) }) })
}

const item = (overrides: Partial<TimelineItem>): TimelineItem => ({
  id: "visit-1",
  avatar: { type: "person", name: "Mikko Laine", imageUrl: null },
  title: "Yleislääketiede",
  subtitle: "Mikko Laine",
  date: "2026-11-18",
  dateTime: null,
  validUntilDate: null,
  link: { route: "visit", params: { id: "48213" } },
  highlighted: false,
  ...overrides,
})

const rows = () => screen.getAllByRole("listitem")

describe("timeline rows", () => {
  it("show initials, a keyword icon, the link, the subtitle and 'New'", async () => {
    await renderIn(
      "fi",
      <TimelineList
        lang="fi"
        nowMs={NOW}
        items={[
          item({ highlighted: true }),
          item({
            id: "laboratory-result-2026-11-17",
            avatar: { type: "service", name: "Laboratorio" },
            title: "Laboratoriotulokset",
            date: "2026-11-17",
            link: { route: "laboratoryResult", params: { date: "2026-11-17" } },
          }),
        ]}
      />,
    )
    const [visit, lab] = rows()
    expect(within(visit!).getByText("ML")).toBeTruthy()
    expect(within(visit!).getByRole("link", { name: "Yleislääketiede" }).getAttribute("href")).toBe(
      "/fi/kaynnit/48213",
    )
    expect(within(visit!).getByText("Uusi")).toBeTruthy()
    expect(lab!.querySelector("svg[data-icon='laboratory']")).not.toBeNull()
    expect(within(lab!).getByRole("link").getAttribute("href")).toBe("/fi/laboratoriotulos/2026-11-17")
    expect(within(lab!).getByText("17.11.2026")).toBeTruthy()
    expect(within(lab!).queryByText("Uusi")).toBeNull()
  })

  it.each([
    ["fi", 2, "2 t sitten"],
    ["en", 2, "2 hr ago"],
    ["fi", 23.9, "23 t sitten"],
    ["fi", 24, "Eilen"],
    ["sv", 47.9, "I går"],
    ["en", 47.9, "Yesterday"],
    ["en", 48, "16.11.2026"],
  ] as const)("say a past time in %s %f hours ago as '%s'", async (lang, hours, text) => {
    await renderIn(
      lang,
      <TimelineList lang={lang} nowMs={NOW} items={[item({ dateTime: hoursAgo(hours) })]} />,
    )
    expect(within(rows()[0]!).getByText(text)).toBeTruthy()
  })

  it.each([
    [-1, "Ei voimassa (oli voimassa 17.11.2026 asti)"],
    [0, "Voimassa 18.11.2026 asti (tänään)"],
    [1, "Voimassa 19.11.2026 asti (huomenna)"],
    [6, "Voimassa 24.11.2026 asti"],
    [7, "Voimassa 25.11.2026 asti (viikon päästä)"],
    [27, "Voimassa 15.12.2026 asti (3 viikon päästä)"],
    [28, "Voimassa 16.12.2026 asti"],
    [30, "Voimassa 18.12.2026 asti"],
  ])("note a referral valid for %i more days: '%s'", async (days, text) => {
    const validUntil = new Date(Date.UTC(2026, 10, 18 + days)).toISOString().slice(0, 10)
    await renderIn(
      "fi",
      <TimelineList
        lang="fi"
        nowMs={NOW}
        items={[
          item({
            validUntilDate: validUntil,
            link: { route: "laboratoryReferral", params: { id: "73105" } },
          }),
        ]}
      />,
    )
    expect(within(rows()[0]!).getByText(text)).toBeTruthy()
  })

  it("say the weeks in English and Swedish too", async () => {
    const link = { route: "imagingReferral", params: { id: "73188" } } as const
    await renderIn(
      "en",
      <TimelineList lang="en" nowMs={NOW} items={[item({ validUntilDate: "2026-12-02", link })]} />,
    )
    expect(screen.getByText("Valid until 2.12.2026 (in 2 weeks)")).toBeTruthy()
    cleanup()
    await renderIn(
      "sv",
      <TimelineList lang="sv" nowMs={NOW} items={[item({ validUntilDate: "2026-11-25", link })]} />,
    )
    expect(screen.getByText("Giltig till 25.11.2026 (om en vecka)")).toBeTruthy()
  })
})

const single = (result: LaboratorySingleTest["result"], range: LaboratorySingleTest["referenceRange"]) =>
  ({
    type: "single",
    id: "1",
    code: "2996",
    displayName: "P -Ferrit",
    isReady: result !== null,
    status: result !== null ? "ready" : "sampled",
    result,
    unit: "µg/l",
    referenceRange: range,
    description: null,
    additionalResult: null,
  }) satisfies LaboratorySingleTest

describe("a result's value", () => {
  it("carries its prefix and unit, and where it stands in words", async () => {
    await renderIn(
      "fi",
      <ResultValue
        lang="fi"
        test={single(
          { type: "numeric", resultNumber: 5, prefix: "lessThanOrEqual", isWithinReferenceRange: false },
          { min: 15, max: 125 },
        )}
      />,
    )
    expect(screen.getByText("≤5 µg/l")).toBeTruthy()
    expect(screen.getByText("Alle viitearvojen")).toBeTruthy()
  })

  it("writes decimals as the language does", async () => {
    await renderIn(
      "sv",
      <ResultValue
        lang="sv"
        test={single(
          { type: "numeric", resultNumber: 9.1, prefix: null, isWithinReferenceRange: false },
          { min: 3.4, max: 8.2 },
        )}
      />,
    )
    expect(screen.getByText("9,1 µg/l")).toBeTruthy()
    expect(screen.getByText("Över referensvärdena")).toBeTruthy()
  })

  it("says why there is no result yet", async () => {
    await renderIn("en", <ResultValue lang="en" test={single(null, null)} />)
    expect(screen.getByText("Sampled, waiting for the result")).toBeTruthy()
  })
})

describe("a front-page summary block", () => {
  const block = (items: readonly string[] | null) => (
    <SummaryBlock
      title="Imaging"
      items={items}
      empty="No imaging referrals or results"
      unavailable="This section is temporarily unavailable"
      showAll={{ to: "/en/imaging", label: "Show all imaging referrals and results" }}
    >
      {(shown) => (
        <ul>
          {shown.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </SummaryBlock>
  )

  it("says its source is unavailable for null, keeping its show-all link", async () => {
    await renderIn("en", block(null))
    const region = screen.getByRole("region", { name: "Imaging" })
    expect(within(region).getByText("This section is temporarily unavailable")).toBeTruthy()
    expect(within(region).getByRole("link", { name: "Show all imaging referrals and results" })).toBeTruthy()
  })

  it("shows its empty state for no items, and the items otherwise", async () => {
    await renderIn("en", block([]))
    expect(screen.getByText("No imaging referrals or results")).toBeTruthy()
    cleanup()
    await renderIn("en", block(["Knee X-ray"]))
    expect(screen.getByRole("listitem").textContent).toBe("Knee X-ray")
  })
})
