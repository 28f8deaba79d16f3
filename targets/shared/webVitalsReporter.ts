// Field data: the Core Web Vitals (LCP, INP, CLS) of real visits, pushed to the analytics data layer, so that INP,
// which no lab run measures, is known in production. web-vitals is loaded only after the page has loaded and the
// browser is idle, so the first load carries none of it; its observers then read the buffered entries of what
// happened before (slow interactions included). A report names the page by its route id, never by its address.
import type { CLSMetric, INPMetric, LCPMetric } from "web-vitals"
import type { DataLayer, WebVitalEvent } from "../../src/platform/api/analytics.ts"

type Metric = CLSMetric | INPMetric | LCPMetric

export interface WebVitalsLibrary {
  onCLS: (report: (metric: CLSMetric) => void) => void
  onINP: (report: (metric: INPMetric) => void) => void
  onLCP: (report: (metric: LCPMetric) => void) => void
}

/** Route changes kept for attributing metrics; a kiosk runs for days without reloading. */
const ROUTE_HISTORY_LIMIT = 50

/** The route shown at each moment of the visit (times on the performance timeline), newest last. */
export interface RouteTimeline {
  /** Records the route shown now, at `time`, when it differs from the last one recorded. */
  note(time: number): void
  /** The route that was shown at `time`. */
  at(time: number): string
}

export function createRouteTimeline(currentRouteId: () => string): RouteTimeline {
  const changes = [{ time: 0, routeId: currentRouteId() }]
  return {
    note(time) {
      const routeId = currentRouteId()
      if (changes[changes.length - 1]?.routeId === routeId) return
      changes.push({ time, routeId })
      if (changes.length > ROUTE_HISTORY_LIMIT) changes.shift()
    },
    at(time) {
      let routeId = changes[0]?.routeId ?? currentRouteId()
      for (const change of changes) {
        if (change.time > time) break
        routeId = change.routeId
      }
      return routeId
    },
  }
}

/** When the metric happened: LCP's largest paint, INP's interaction, the start of CLS's largest burst of shifts. */
function metricTime(metric: Metric): number | undefined {
  const entry = metric.name === "LCP" ? metric.entries[metric.entries.length - 1] : metric.entries[0]
  return entry?.startTime
}

const rounded = (metric: Metric["name"], value: number) =>
  metric === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value)

/** The data layer's entry for one report of a metric: facts about the page load only. */
export function webVitalEvent(
  metric: Metric,
  routeId: string,
  target: WebVitalEvent["target"],
): WebVitalEvent {
  return {
    event: "web_vitals",
    metric: metric.name,
    value: rounded(metric.name, metric.value),
    delta: rounded(metric.name, metric.delta),
    rating: metric.rating,
    routeId,
    target,
    navigationType: metric.navigationType,
    metricId: metric.id,
  }
}

export interface WebVitalsOptions {
  dataLayer: DataLayer | undefined
  target: WebVitalEvent["target"]
  /** The route id of the page a pathname shows (the address itself is never reported). */
  routeIdOf: (pathname: string) => string
  load?: () => Promise<WebVitalsLibrary>
  /** Runs `start` once the first render is done; by default after the load event, in an idle period. */
  later?: (start: () => void) => void
}

function afterLoadWhenIdle(start: () => void): void {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(start, { timeout: 10_000 })
      : setTimeout(start)
  if (document.readyState === "complete") whenIdle()
  else window.addEventListener("load", whenIdle, { once: true })
}

type NavigationLike = Pick<EventTarget, "addEventListener">

/** Starts reporting this page load's LCP, INP and CLS to the data layer. Call once per page load. */
export function reportWebVitals(options: WebVitalsOptions): void {
  const { dataLayer, target, routeIdOf } = options
  if (!dataLayer || typeof window === "undefined") return
  const currentRouteId = () => routeIdOf(window.location.pathname)
  const timeline = createRouteTimeline(currentRouteId)
  // The route is noted as an interaction starts (before it navigates) and after every in-app navigation.
  const noteInteraction = (event: Event) => timeline.note(event.timeStamp)
  window.addEventListener("pointerdown", noteInteraction, { capture: true, passive: true })
  window.addEventListener("keydown", noteInteraction, { capture: true, passive: true })
  const navigation = (window as { navigation?: NavigationLike }).navigation
  navigation?.addEventListener("currententrychange", () => timeline.note(performance.now()))

  const report = (metric: Metric) => {
    const time = metricTime(metric)
    const routeId = time === undefined ? currentRouteId() : timeline.at(time)
    try {
      dataLayer.push(webVitalEvent(metric, routeId, target))
    } catch {
      // An analytics failure never disturbs the visit.
    }
  }
  const load = options.load ?? (() => import("web-vitals"))
  ;(options.later ?? afterLoadWhenIdle)(() => {
    load()
      .then((library) => {
        library.onLCP(report)
        library.onINP(report)
        library.onCLS(report)
      })
      .catch(() => undefined)
  })
}
