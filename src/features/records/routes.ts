import type { RouteDefinition } from "../../platform/routing/types.ts"

const ID = { id: "numericId" } as const

// spec (messaging-records-payments §2): conversations, visits, laboratory, imaging, prescriptions, questionnaires
export const recordRoutes = {
  conversations: {
    path: { fi: "viestit", sv: "meddelanden", en: "conversations" },
    // spec §2: the list's page number is in the URL
    query: ["page"],
    guard: "loggedIn",
  },
  conversationNew: {
    path: { fi: "viestit/uusi", sv: "meddelanden/ny", en: "conversations/new" },
    guard: "loggedIn",
  },
  conversationThread: {
    path: { fi: "viestit/:threadId", sv: "meddelanden/:threadId", en: "conversations/:threadId" },
    params: { threadId: "numericId" },
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
  prescriptions: {
    path: { fi: "reseptit", sv: "recept", en: "prescriptions" },
    guard: "loggedIn",
  },
  prescriptionRenewal: {
    path: { fi: "reseptin-uusinta/:ids", sv: "receptfornyelse/:ids", en: "prescription-renewal/:ids" },
    params: { ids: "digitIdList" },
    guard: "loggedIn",
  },
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
