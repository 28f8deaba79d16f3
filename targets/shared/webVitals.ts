import { browserDataLayer } from "../../src/platform/api/analytics.ts"
import { matchPath } from "../../src/platform/routing/index.ts"
import { reportWebVitals } from "./webVitalsReporter.ts"

/** How a target names the pages of its reports: its name, and the page id an address shows. */
export interface VisitPages {
  readonly target: "portal" | "kiosk"
  routeIdOf(pathname: string): string
}

/** The portal's pages by the route table (the root redirects by language before it shows anything). */
export const PORTAL_PAGES: VisitPages = {
  target: "portal",
  routeIdOf: (pathname) => matchPath(pathname)?.routeId ?? (pathname === "/" ? "root" : "notFound"),
}

/** Reports this page load's Core Web Vitals to the data layer, with the route id of the page they belong to. */
export function reportWebVitalsOfVisit(pages: VisitPages): void {
  reportWebVitals({ dataLayer: browserDataLayer(), target: pages.target, routeIdOf: pages.routeIdOf })
}
