import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2): the occupational health team and the influenza vaccination
export const occupationalRoutes = {
  occupationalVaccination: {
    path: {
      fi: "ajanvaraus/tyoterveys/rokotus",
      sv: "tidsbokning/foretagshalsovard/vaccinering",
      en: "booking/occupational-healthcare/vaccination",
    },
    guard: "public",
    chosenWords: ["fi", "sv", "en"],
  },
  occupationalTeam: {
    path: { fi: "tyoterveystiimi", sv: "foretagshalsovardsteamet", en: "occupational-health-care-team" },
    guard: "loggedIn",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type OccupationalRoutes = typeof occupationalRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends OccupationalRoutes {}
}
