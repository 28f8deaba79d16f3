import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2 Account and appointments): the information and occupational pages
export const pageRoutes = {
  certificates: {
    path: { fi: "todistukset", sv: "certifikat", en: "certificates" },
    guard: "loggedIn",
  },
  occupationalTeam: {
    path: { fi: "tyoterveystiimi", sv: "foretagshalsovardsteamet", en: "occupational-health-care-team" },
    guard: "loggedIn",
  },
  vaccinations: {
    path: { fi: "rokotukset", sv: "vaccinationer", en: "vaccinations" },
    // spec booking §9: 25 per page; the page on show is in the address
    query: ["page"],
    guard: "loggedIn",
  },
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
