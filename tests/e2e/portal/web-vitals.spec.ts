import { expect, test, waitForPage } from "../fixtures.ts"
import { reportedVitals, vitalsReported } from "../webVitals.ts"

const METRICS = ["LCP", "INP", "CLS"]

test.describe("Core Web Vitals of a visit", () => {
  test("reach the data layer with the route id, never the address or anything of the visitor", async ({
    page,
  }) => {
    await page.goto("/fi/ajanvaraus/yksityisasiakas?includeRemote=false")
    await waitForPage(page)
    await expect(page.getByRole("list", { name: "Vapaat ajat" }).getByRole("listitem").first()).toBeVisible()

    // an interaction to measure (clicks on the heading change nothing), then the visitor leaves the tab
    const heading = page.getByRole("heading", { level: 1 })
    await expect
      .poll(async () => {
        await heading.click()
        return vitalsReported(page, METRICS)
      })
      .toEqual(METRICS)

    const vitals = await reportedVitals(page)
    for (const metric of METRICS) {
      expect(vitals).toContainEqual(
        expect.objectContaining({
          event: "web_vitals",
          metric,
          routeId: "bookingPrivate",
          target: "portal",
          rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
          value: expect.any(Number),
        }),
      )
    }
    for (const entry of vitals) {
      expect(Object.keys(entry).sort()).toEqual([
        "delta",
        "event",
        "metric",
        "metricId",
        "navigationType",
        "rating",
        "routeId",
        "target",
        "value",
      ])
    }
    expect(JSON.stringify(vitals)).not.toMatch(/\/|ajanvaraus|includeRemote|localhost/)
  })
})
