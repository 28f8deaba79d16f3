import type { RouteDefinition } from "../../../../src/platform/routing/types.ts"

// The example area's slice of the route table (a real feature's routes.ts also adds it to RouteRegistry)
export const exampleRoutes = {
  exampleNotes: {
    path: { fi: "muistiinpanot", sv: "anteckningar", en: "notes" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>
