import { browserDataLayer } from "../../src/platform/api/analytics.ts"
import { reportWebVitals } from "./webVitalsReporter.ts"
import { matchPath } from "../../src/platform/routing/index.ts"
import {
  KIOSK_BASENAME,
  KIOSK_CHECK_IN_PATH,
  KIOSK_SETUP_PATH,
} from "../../src/features/kiosk/views/paths.ts"

const KIOSK_SCREENS: Readonly<Record<string, string>> = {
  "/": "kioskAttract",
  [KIOSK_SETUP_PATH]: "kioskSetup",
  [KIOSK_CHECK_IN_PATH]: "kioskCheckIn",
}

const isKiosk = (pathname: string) => pathname === KIOSK_BASENAME || pathname.startsWith(`${KIOSK_BASENAME}/`)

/** The route id of the page a pathname shows, in either target (the kiosk's booking pages are the portal's). */
function routeIdOf(pathname: string): string {
  if (!isKiosk(pathname)) return matchPath(pathname)?.routeId ?? (pathname === "/" ? "root" : "notFound")
  const screen = pathname.slice(KIOSK_BASENAME.length).replace(/(.)\/$/, "$1") || "/"
  return KIOSK_SCREENS[screen] ?? matchPath(screen)?.routeId ?? "kioskUnknown"
}

/** Reports this page load's Core Web Vitals to the data layer, with the route id of the page they belong to. */
export function reportWebVitalsOfVisit(): void {
  reportWebVitals({
    dataLayer: browserDataLayer(),
    target: isKiosk(window.location.pathname) ? "kiosk" : "portal",
    routeIdOf,
  })
}
