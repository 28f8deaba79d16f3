// @vitest-environment happy-dom
// The kiosk's day picker late in a month: the window of five fills from the next month's free days.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import { DayPicker } from "../../../../src/features/kiosk/views/booking/DayPicker.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

/** The day tabs, in order, by their names: the whole weekday and the date (the short weekday is for the eye). */
function expectTabs(names: string[]) {
  const tabs = screen.getAllByRole("tab")
  expect(tabs).toHaveLength(names.length)
  names.forEach((name, index) => expect(screen.getByRole("tab", { name })).toBe(tabs[index]))
}

// Saturday 28 November 2026, 10:00 in Helsinki: two free days left this month (whose range runs to Sunday
// 6 December), the rest in December's second week and after
const now = fixedClock(Date.parse("2026-11-28T10:00:00+02:00"))
const FREE = [
  "2026-11-28",
  "2026-11-30",
  "2026-12-08",
  "2026-12-09",
  "2026-12-10",
  "2026-12-11",
  "2026-12-15",
]

describe("DayPicker", () => {
  it("late in a month fills its window of five from the next month, and pages on from there", async () => {
    const asked: URLSearchParams[] = []
    const env = fakeStoreEnv({
      now,
      fetch: async (request) => {
        const url = new URL(request.url)
        if (url.pathname !== "/api/appointments/available-appointment-dates")
          return Response.json({}, { status: 404 })
        asked.push(url.searchParams)
        const [start, end] = [url.searchParams.get("startDate")!, url.searchParams.get("endDate")!]
        return Response.json({ dates: FREE.filter((day) => day >= start && day <= end) })
      },
    })
    const onChoose = vi.fn()
    await renderView(
      <DayPicker selected={undefined} onChoose={onChoose} panelId="times">
        {() => null}
      </DayPicker>,
      { lang: "fi", namespaces: ["kiosk", "booking"], env, url: "/fi/ajanvaraus/yksityisasiakas" },
    )
    await screen.findAllByRole("tab")
    expectTabs([
      "lauantai 28.11.",
      "maanantai 30.11.",
      "tiistai 8.12.",
      "keskiviikko 9.12.",
      "torstai 10.12.",
    ])
    // one call for November from now and December
    expect(asked).toHaveLength(1)
    expect(asked[0]!.get("startDate")).toBe("2026-11-28")
    expect(asked[0]!.get("endDate")).toBe("2027-01-03")

    fireEvent.click(screen.getByRole("button", { name: "Myöhemmät päivät" }))
    expect(onChoose).toHaveBeenLastCalledWith("2026-12-11")
    await waitFor(() => expectTabs(["perjantai 11.12.", "tiistai 15.12."]))
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Valitse päivä joulukuu 2026")
    // the window's month is December now: December and January are asked for
    expect(asked.at(-1)!.get("startDate")).toBe("2026-12-01")

    // earlier: November is asked for again, and the window of five before 11 December starts on 28 November
    fireEvent.click(screen.getByRole("button", { name: "Aiemmat päivät" }))
    await waitFor(() => expect(onChoose).toHaveBeenLastCalledWith("2026-11-28"))
    expect(screen.getAllByRole("tab")).toHaveLength(5)
  })
})
