import type { RouteDefinition } from "../../platform/routing/types.ts"

// spec (booking-and-account §2 Account, §6): registration, consent, my information, login and the session's pages
export const accountRoutes = {
  registration: {
    path: { fi: "rekisterointi", sv: "registrering", en: "registration" },
    query: ["next"],
    guard: "loggedIn",
  },
  hpaRegister: {
    path: { fi: "hpa/register", sv: "hpa/register", en: "hpa/register" },
    query: ["next"],
    guard: "loggedIn",
  },
  dataProcessing: {
    path: { fi: "potilastietojen-kasittely", sv: "behandling-av-patientuppgifter", en: "data-processing" },
    // the reservation sends a patient without consent here first, and back afterwards (spec booking §4)
    query: ["next"],
    guard: "loggedIn",
  },
  myInformation: {
    path: { fi: "omat-tiedot", sv: "mina-uppgifter", en: "my-information" },
    query: ["saveAction"],
    guard: "loggedIn",
  },
  transactionPath: {
    path: { fi: "asiointipolku", sv: "transaktionsbana", en: "transaction-path" },
    query: ["error"],
    guard: "anonymousOnly",
  },
  login: {
    path: { fi: "kirjaudu", sv: "loggain", en: "login" },
    query: ["nextPath"],
    guard: "anonymousOnly",
  },
  childrenLoginChoice: {
    path: { fi: "kirjaudu/kenen-puolesta", sv: "loggain/for-vem", en: "login/for-whom" },
    query: ["nextPath"],
    guard: "anonymousOnly",
    chosenWords: ["fi", "sv", "en"],
  },
  // Public rather than loggedIn: the PIN step sits between the bank login and a full session.
  authentication: {
    path: { fi: "tunnistautuminen", sv: "behorighetskontroll", en: "authentication" },
    query: ["next"],
    guard: "public",
    sessionExpiredAllowed: true,
  },
  expiredSession: {
    path: { fi: "katkennut-istunto", sv: "utgatt-session", en: "expired-session" },
    query: ["next"],
    guard: "public",
    sessionExpiredAllowed: true,
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type AccountRoutes = typeof accountRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends AccountRoutes {}
}
