// Field data in the end-to-end tests: what web-vitals pushed to the data layer, and the moment it reports at.
import type { Page } from "@playwright/test"

export type ReportedVital = Record<string, unknown> & { metric: string }

/** The web_vitals entries in the page's data layer. */
export function reportedVitals(page: Page): Promise<ReportedVital[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry): entry is ReportedVital => entry.event === "web_vitals",
    ),
  )
}

/**
 * The visitor switches to another tab and back: web-vitals reports what it has measured when the page is hidden
 * (a headless browser never hides a page by itself, so the visibility state is set as the browser would set it).
 */
export async function leaveAndReturn(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
      document.dispatchEvent(new Event("visibilitychange"))
    }
  })
}

/** Leaves and returns until each of `metrics` has been reported (web-vitals loads once the page is idle). */
export async function vitalsReported(page: Page, metrics: readonly string[]): Promise<string[]> {
  await leaveAndReturn(page)
  const reported = new Set((await reportedVitals(page)).map((entry) => entry.metric))
  return metrics.filter((metric) => reported.has(metric))
}
