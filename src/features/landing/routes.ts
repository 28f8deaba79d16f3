import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (messaging-records-payments §2 Anonymous pages): the invoice-notification landing and the new-customer page
export const landingRoutes = {
  invoiceLanding: {
    path: { fi: "maksa-lasku", sv: "betala-faktura", en: "pay-invoice" },
    guard: "public",
    chosenWords: ["fi", "sv", "en"],
  },
  newCustomer: {
    path: { fi: "uusi-asiakas", sv: "ny-kund", en: "new-customer" },
    guard: "public",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type LandingRoutes = typeof landingRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends LandingRoutes {}
}
