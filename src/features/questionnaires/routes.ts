import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (messaging-records-payments §2): questionnaires
export const questionnairesRoutes = {
  questionnaires: {
    path: { fi: "kyselyt", sv: "rundfraga", en: "questionnaires" },
    guard: "loggedIn",
  },
  questionnaire: {
    path: { fi: "kyselyt/:invitationId", sv: "rundfraga/:invitationId", en: "questionnaires/:invitationId" },
    params: { invitationId: "numericId" },
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type QuestionnairesRoutes = typeof questionnairesRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends QuestionnairesRoutes {}
}
