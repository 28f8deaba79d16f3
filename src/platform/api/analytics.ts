// Analytics events go to the page's data layer (spec: "pushed to a data layer"). An event carries an event
// name and coarse, non-personal facts only: never a name, identity code, phone, email or appointment id.

/** spec (messaging-records-payments §9): how long an event's callback may keep the page waiting. */
export const ANALYTICS_CALLBACK_TIMEOUT_MS = 2000

export type AnalyticsEvent =
  | { event: "booking_success"; bookingType: string; remote?: boolean; loggedIn: boolean }
  | { event: "reservation_error"; errorType: string }
  | { event: "appointment_cancelled"; loggedIn: boolean }
  | { event: "check_in"; result: string }
  | WebVitalEvent

/**
 * A Core Web Vital of a real visit (targets/shared/webVitalsReporter.ts): the page is named by its route id, never its address.
 * value and delta in milliseconds (LCP, INP) or as the unitless layout-shift score (CLS); metricId groups the
 * reports of one metric of one page load (it changes with every load and names no one).
 */
export interface WebVitalEvent {
  event: "web_vitals"
  metric: "LCP" | "INP" | "CLS"
  value: number
  delta: number
  rating: "good" | "needs-improvement" | "poor"
  routeId: string
  target: "portal" | "kiosk"
  navigationType: string
  metricId: string
}

export type DataLayerEntry = AnalyticsEvent & { eventCallback?: () => void; eventTimeout?: number }

export interface DataLayer {
  push: (entry: DataLayerEntry) => unknown
}

/** Records one event; resolves when the data layer has handled it, or after the callback time-out. */
export type Tracker = (event: AnalyticsEvent) => Promise<void>

export function createTracker(dataLayer: DataLayer | undefined): Tracker {
  return (event) =>
    new Promise<void>((resolve) => {
      if (!dataLayer) return resolve()
      const timer = setTimeout(resolve, ANALYTICS_CALLBACK_TIMEOUT_MS)
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      try {
        dataLayer.push({ ...event, eventCallback: done, eventTimeout: ANALYTICS_CALLBACK_TIMEOUT_MS })
      } catch {
        // An analytics failure never stops the patient's task.
        done()
      }
    })
}

/** The browser's data layer (created when no tag manager has made one); undefined outside a browser. */
export function browserDataLayer(): DataLayer | undefined {
  if (typeof window === "undefined") return undefined
  const holder = window as unknown as { dataLayer?: DataLayerEntry[] }
  holder.dataLayer ??= []
  return holder.dataLayer
}
