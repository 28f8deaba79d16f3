import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2 Account and appointments): the appointments, by ids, and by link
export const appointmentsRoutes = {
  appointments: {
    path: { fi: "ajanvaraukset", sv: "tidsbokningar", en: "appointments" },
    guard: "loggedIn",
    chosenWords: ["fi", "sv", "en"],
  },
  appointmentsByIds: {
    path: { fi: "ajanvaraukset/:ids", sv: "tidsbokningar/:ids", en: "appointments/:ids" },
    params: { ids: "digitIdList" },
    guard: "loggedIn",
  },
  anonymousAppointment: {
    path: { fi: "varaus/:linkToken", sv: "bokning/:linkToken", en: "appointment/:linkToken" },
    params: { linkToken: "appointmentLinkToken" },
    guard: "public",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type AppointmentsRoutes = typeof appointmentsRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends AppointmentsRoutes {}
}
