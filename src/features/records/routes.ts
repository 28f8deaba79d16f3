import type { RouteDefinition } from "../../platform/routing/types.ts"

const ID = { id: "numericId" } as const

// spec (messaging-records-payments §2): visits, laboratory and imaging; (booking-and-account §2) certificates and
// vaccinations
export const recordsRoutes = {
  certificates: {
    path: { fi: "todistukset", sv: "certifikat", en: "certificates" },
    guard: "loggedIn",
  },
  vaccinations: {
    path: { fi: "rokotukset", sv: "vaccinationer", en: "vaccinations" },
    // spec booking §9: 25 per page; the page on show is in the address
    query: ["page"],
    guard: "loggedIn",
  },
  visits: {
    path: { fi: "kaynnit", sv: "besoken", en: "visits" },
    guard: "loggedIn",
  },
  visit: {
    path: { fi: "kaynnit/:id", sv: "besoken/:id", en: "visits/:id" },
    params: ID,
    guard: "loggedIn",
  },
  laboratory: {
    path: { fi: "laboratorio", sv: "laboratorium", en: "laboratory" },
    guard: "loggedIn",
  },
  laboratoryReferral: {
    path: { fi: "laboratoriolahete/:id", sv: "laboratorieremiss/:id", en: "laboratoryreferral/:id" },
    params: ID,
    guard: "loggedIn",
  },
  laboratoryResult: {
    path: { fi: "laboratoriotulos/:date", sv: "laboratorieresultat/:date", en: "laboratoryresult/:date" },
    params: { date: "isoDate" },
    guard: "loggedIn",
  },
  imaging: {
    path: { fi: "kuvantaminen", sv: "bildbehandling", en: "imaging" },
    guard: "loggedIn",
  },
  imagingReferral: {
    path: { fi: "kuvantamislahete/:id", sv: "bildbehandlingremiss/:id", en: "imagingreferral/:id" },
    params: ID,
    guard: "loggedIn",
  },
  imagingResult: {
    path: { fi: "kuvantaminen/:imagingDate", sv: "bildbehandling/:imagingDate", en: "imaging/:imagingDate" },
    params: { imagingDate: "isoDate" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type RecordsRoutes = typeof recordsRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends RecordsRoutes {}
}
