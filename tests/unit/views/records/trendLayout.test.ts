// Issue 31: the trend chart's layout: round value ticks, and the values and dates at the points only where they do
// not touch each other, the latest value always, all inside the drawing.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  niceTicks,
  overlaps,
  trendLayout,
  type ChartPoint,
} from "../../../../src/features/records/views/laboratory/trendLayout.ts"

const DAY_MS = 86_400_000
const point = (day: number, value: number, outside = false): ChartPoint => ({
  time: Date.UTC(2026, 0, 1) + day * DAY_MS,
  value,
  outside,
  label: String(value).replace(".", ","),
  dateLabel: new Date(Date.UTC(2026, 0, 1) + day * DAY_MS).toLocaleDateString("fi-FI", { timeZone: "UTC" }),
})

describe("the trend chart's layout", () => {
  it("ticks the value axis at round numbers", () => {
    expect(niceTicks(100, 165, 4)).toEqual([100, 125, 150])
    expect(niceTicks(100, 165, 6)).toEqual([100, 120, 140, 160])
    expect(niceTicks(0.31, 0.52, 6)).toEqual([0.35, 0.4, 0.45, 0.5])
    expect(niceTicks(3, 3, 3)).toEqual([3])
  })

  it("labels every value of a few points apart, and the latest first", () => {
    const layout = trendLayout(
      [point(0, 118.5), point(30, 121), point(60, 160.5, true)],
      { min: 117, max: 155 },
      340,
      String,
    )
    expect(layout.valueLabels.map((label) => label.text)).toEqual(["160,5", "118,5", "121"])
  })

  it("leaves out the labels that would collide, never the latest, and keeps every text inside the drawing", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: 0, max: 2000 }), value: fc.integer({ min: 0, max: 500 }) }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        fc.integer({ min: 280, max: 600 }),
        (raw, width) => {
          const days = [...new Map(raw.map((entry) => [entry.day, entry])).values()].sort(
            (a, b) => a.day - b.day,
          )
          const points = days.map((entry) => point(entry.day, entry.value / 10, entry.value > 400))
          const layout = trendLayout(points, { min: 5, max: 40 }, width, String)
          const labels = layout.valueLabels
          expect(labels[0]?.text).toBe(points.at(-1)!.label)
          for (const [i, a] of labels.entries()) {
            for (const b of labels.slice(i + 1)) expect(overlaps(a.box, b.box)).toBe(false)
          }
          for (const [i, a] of layout.dateTicks.entries()) {
            for (const b of layout.dateTicks.slice(i + 1)) expect(overlaps(a.box, b.box)).toBe(false)
          }
          for (const text of [...labels, ...layout.dateTicks, ...layout.valueTicks]) {
            expect(text.box.left).toBeGreaterThanOrEqual(-4)
            expect(text.box.right).toBeLessThanOrEqual(width + 4)
            expect(text.box.top).toBeGreaterThanOrEqual(0)
            expect(text.box.bottom).toBeLessThanOrEqual(layout.height)
          }
        },
      ),
    )
  })
})
