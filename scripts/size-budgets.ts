// The size budgets `npm run size` holds (scripts/size.ts): JavaScript, gzip level 9, in KiB.
//
// Each budget has a goal, a ratio to the floor (the build of only the libraries every page needs, printed beside
// it; issue 14's targets), and/or a ceiling in KiB, the size a build has reached. The ceiling is the limit when it
// is set: CI holds what is reached while the goal is still ahead. Without a ceiling the goal is the limit.
// `npm run size -- --goals` holds the goals too. Lower a ceiling when a change makes the code smaller (the run
// prints the size to hold; we keep under 1 KiB of room above it); remove it once the goal is met.
import type { RouteLocator } from "./size/routes.ts"

export type Target = "portal" | "kiosk"
export type Limit = { goal?: number; ceilingKiB?: number }
/**
 * `frame`: the address of the first frame a visit to the route gets (dist/first-frames/<address>.html): the scripts
 * its loader starts count too (targets/shared/frameLoader.ts, its early requests, the page's texts it preloads).
 * `opens`: the modules the page loads lazily as it shows at the budget's width (on a wide screen the booking list's
 * side panels are open, so their bodies load with the page; on a phone they wait behind their toggles).
 */
export type RouteBudget = Limit & {
  target: Target
  route: RouteLocator
  frame?: string
  opens?: readonly string[]
}

/** A target's first load: the JS its index.html pulls in, with the chunks they import statically. */
export const FIRST_LOAD: Record<Target, Limit> = {
  portal: { goal: 1.05 },
  kiosk: { ceilingKiB: 173 },
}

/** The booking list's side panel bodies, open with the page on a wide screen (SearchFilters, BookingCalendar). */
export const WIDE_LIST_PANELS = {
  filters: "src/features/booking/views/FilterFields.tsx",
  calendar: "src/features/booking/views/calendar/CalendarBody.tsx",
} as const

/**
 * A direct load of a route (a visit's first page): the target's first load plus the chunks the route loads, its
 * page module and the chunks that imports statically. Routes by their route id in the target's route table
 * (src/platform/routing), or the table's index route.
 */
export const DIRECT_LOAD: Record<string, RouteBudget> = {
  "booking landing": {
    target: "portal",
    route: { routeId: "booking" },
    frame: "/fi/ajanvaraus",
    ceilingKiB: 184.5,
  },
  "private list on a phone": {
    target: "portal",
    route: { routeId: "bookingPrivate" },
    frame: "/fi/ajanvaraus/yksityisasiakas",
    goal: 1.35,
  },
  "private list at 1280 px": {
    target: "portal",
    route: { routeId: "bookingPrivate" },
    frame: "/fi/ajanvaraus/yksityisasiakas",
    opens: [WIDE_LIST_PANELS.filters, WIDE_LIST_PANELS.calendar],
    ceilingKiB: 309.5,
  },
  "anonymous reservation": {
    target: "portal",
    route: { routeId: "anonymousAvailableAppointments" },
    ceilingKiB: 234,
  },
  "logged-in front page": { target: "portal", route: { routeId: "front" }, ceilingKiB: 209 },
  "kiosk attract screen": { target: "kiosk", route: { index: true }, goal: 1.1 },
}

/**
 * What a page loads once it is idle, after its load (the Core Web Vitals reporting, targets/shared/webVitalsReporter.ts): no budget
 * counts it, and the e2e check of the budgets (tests/e2e/portal/size-budgets.spec.ts) lets it pass.
 */
export const LOADED_WHEN_IDLE = ["node_modules/web-vitals/dist/web-vitals.js"]

/** Packages that must never be in a target's first load (the messaging client; react-aria's components). */
export const NEVER_IN_FIRST_LOAD = ["urql", "@urql/core", "react-aria-components"]
