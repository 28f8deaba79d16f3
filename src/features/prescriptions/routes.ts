import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (messaging-records-payments §2): prescriptions and their renewal
export const prescriptionsRoutes = {
  prescriptions: {
    path: { fi: "reseptit", sv: "recept", en: "prescriptions" },
    guard: "loggedIn",
  },
  prescriptionRenewal: {
    path: { fi: "reseptin-uusinta/:ids", sv: "receptfornyelse/:ids", en: "prescription-renewal/:ids" },
    params: { ids: "digitIdList" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type PrescriptionsRoutes = typeof prescriptionsRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends PrescriptionsRoutes {}
}
