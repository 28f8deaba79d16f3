import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2): the information pages
export const infoRoutes = {
  // spec: "Help: /fi/ohjeita (Finnish only)"
  help: {
    path: { fi: "ohjeita" },
    guard: "public",
  },
  sicknessFund: {
    path: { fi: "sairauskassa", sv: "sairauskassa", en: "sairauskassa" },
    guard: "loggedIn",
  },
  pikkutsatti: {
    path: { fi: "pikkutsatti", sv: "pikkutsatti", en: "pikkutsatti" },
    guard: "loggedIn",
  },
  // spec (messaging-records-payments §2): "under the anonymous-users segment, ending in pikkutsatti"
  anonymousPikkutsatti: {
    path: {
      fi: "kirjautumattomat-kayttajat/pikkutsatti",
      sv: "anonyma-anvandare/pikkutsatti",
      en: "anonymous-users/pikkutsatti",
    },
    guard: "public",
  },
  eula: {
    path: { fi: "eula", sv: "eula", en: "eula" },
    guard: "public",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type InfoRoutes = typeof infoRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends InfoRoutes {}
}
