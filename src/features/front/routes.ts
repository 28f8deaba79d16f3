import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2): the logged-in front page is the language's root
export const frontRoutes = {
  front: {
    path: { fi: "", sv: "", en: "" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type FrontRoutes = typeof frontRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends FrontRoutes {}
}
