// @vitest-environment happy-dom
import type { CLSMetric, INPMetric, LCPMetric } from "web-vitals"
import { afterEach, describe, expect, it } from "vitest"
import type { DataLayerEntry } from "../../../src/platform/api/analytics.ts"
import {
  createRouteTimeline,
  reportWebVitals,
  webVitalEvent,
  type WebVitalsLibrary,
} from "../../../targets/shared/webVitalsReporter.ts"

const ROUTE_IDS: Record<string, string> = {
  "/fi/ajanvaraus/yksityisasiakas": "bookingPrivate",
  "/fi/vapaat-ajat/98765": "anonymousAvailableAppointments",
}
const routeIdOf = (pathname: string) => ROUTE_IDS[pathname] ?? "notFound"

const EVENT_KEYS = [
  "delta",
  "event",
  "metric",
  "metricId",
  "navigationType",
  "rating",
  "routeId",
  "target",
  "value",
].sort()

function lcp(startTime: number, value = 1834.6): LCPMetric {
  return {
    name: "LCP",
    value,
    delta: value,
    rating: "good",
    id: "v6-1764000000000-8123456789012",
    navigationType: "navigate",
    navigationId: 1,
    entries: [{ startTime } as LargestContentfulPaint],
  }
}

function inp(startTime: number): INPMetric {
  return {
    name: "INP",
    value: 231.2,
    delta: 231.2,
    rating: "needs-improvement",
    id: "v6-1764000000000-8123456789013",
    navigationType: "navigate",
    navigationId: 1,
    entries: [{ startTime } as PerformanceEventTiming],
  }
}

const cls: CLSMetric = {
  name: "CLS",
  value: 0.012345,
  delta: 0.012345,
  rating: "good",
  id: "v6-1764000000000-8123456789014",
  navigationType: "reload",
  navigationId: 1,
  entries: [],
}

/** A web-vitals stand-in whose callbacks the test calls, as the library does when a page is hidden. */
function fakeLibrary() {
  const reporters: {
    lcp?: (m: LCPMetric) => void
    inp?: (m: INPMetric) => void
    cls?: (m: CLSMetric) => void
  } = {}
  const library: WebVitalsLibrary = {
    onLCP: (report) => (reporters.lcp = report),
    onINP: (report) => (reporters.inp = report),
    onCLS: (report) => (reporters.cls = report),
  }
  return { library, reporters }
}

afterEach(() => {
  window.history.replaceState(null, "", "/")
})

describe("web vitals event", () => {
  it("carries the metric, its rating and the route id: no address, no one's data", () => {
    const event = webVitalEvent(lcp(120), "bookingPrivate", "portal")
    expect(Object.keys(event).sort()).toEqual(EVENT_KEYS)
    expect(event).toEqual({
      event: "web_vitals",
      metric: "LCP",
      value: 1835,
      delta: 1835,
      rating: "good",
      routeId: "bookingPrivate",
      target: "portal",
      navigationType: "navigate",
      metricId: "v6-1764000000000-8123456789012",
    })
    expect(JSON.stringify(event)).not.toMatch(/\/|http|ajanvaraus/)
  })

  it("keeps CLS as a score with four decimals", () => {
    expect(webVitalEvent(cls, "front", "kiosk")).toMatchObject({
      metric: "CLS",
      value: 0.0123,
      delta: 0.0123,
    })
  })
})

describe("route timeline", () => {
  it("tells the route shown at a moment, noting only changes", () => {
    let current = "bookingPrivate"
    const timeline = createRouteTimeline(() => current)
    timeline.note(50)
    current = "anonymousAvailableAppointments"
    timeline.note(400)
    current = "front"
    timeline.note(900)
    expect(timeline.at(10)).toBe("bookingPrivate")
    expect(timeline.at(399)).toBe("bookingPrivate")
    expect(timeline.at(400)).toBe("anonymousAvailableAppointments")
    expect(timeline.at(5000)).toBe("front")
  })

  it("keeps a bounded history on a page that never reloads", () => {
    let current = 0
    const timeline = createRouteTimeline(() => `route${current}`)
    for (current = 1; current <= 500; current += 1) timeline.note(current * 10)
    expect(timeline.at(0)).toBe("route451")
    expect(timeline.at(5000)).toBe("route500")
  })
})

describe("reportWebVitals", () => {
  it("loads web-vitals only when started later, then pushes each metric with its page's route id", async () => {
    window.history.replaceState(null, "", "/fi/ajanvaraus/yksityisasiakas?clinicIds=101#top")
    const entries: DataLayerEntry[] = []
    const { library, reporters } = fakeLibrary()
    let start: (() => void) | undefined
    let loads = 0
    reportWebVitals({
      dataLayer: { push: (entry) => entries.push(entry) },
      target: "portal",
      routeIdOf,
      load: async () => {
        loads += 1
        return library
      },
      later: (run) => (start = run),
    })
    expect(loads).toBe(0)

    // a click on the list (at its own time stamp) that leads to the reservation page
    const click = new window.Event("pointerdown")
    window.dispatchEvent(click)
    window.history.pushState(null, "", "/fi/vapaat-ajat/98765")
    window.dispatchEvent(new window.Event("keydown"))

    start?.()
    await expect.poll(() => reporters.inp).toBeDefined()
    expect(loads).toBe(1)
    reporters.lcp?.(lcp(0))
    reporters.inp?.(inp(click.timeStamp))
    reporters.cls?.(cls)

    expect(
      entries.map((entry) => [
        entry.event,
        "metric" in entry && entry.metric,
        "routeId" in entry && entry.routeId,
      ]),
    ).toEqual([
      ["web_vitals", "LCP", "bookingPrivate"],
      ["web_vitals", "INP", "bookingPrivate"],
      // no entries (no shift at all): the page shown when it is reported
      ["web_vitals", "CLS", "anonymousAvailableAppointments"],
    ])
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(EVENT_KEYS)
      expect(JSON.stringify(entry)).not.toMatch(/\/|clinicIds|98765|vapaat|ajanvaraus/)
    }
  })

  it("never lets a failing data layer disturb the page", async () => {
    const { library, reporters } = fakeLibrary()
    reportWebVitals({
      dataLayer: {
        push: () => {
          throw new Error("tag manager down")
        },
      },
      target: "kiosk",
      routeIdOf,
      load: async () => library,
      later: (run) => run(),
    })
    await expect.poll(() => reporters.lcp).toBeDefined()
    expect(() => reporters.lcp?.(lcp(10))).not.toThrow()
  })
})
