import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2): the logged-in front page is the language's root
export const frontRoutes = {
  front: {
    path: { fi: "", sv: "", en: "" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

/** spec: the front page may carry this fragment; on load it shows 'Appointment canceled' and is removed */
export const APPOINTMENT_CANCELLED_FRAGMENT = "appointment-cancelled"

// The slice's route ids and params join the route table's types
type FrontRoutes = typeof frontRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends FrontRoutes {}
}
