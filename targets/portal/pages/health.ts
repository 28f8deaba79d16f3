import type { PageMap } from "./types.ts"

/**
 * Prescriptions and their renewal, questionnaires, certificates and vaccinations (spec messaging §2, §4, §5;
 * booking §2).
 */
export const HEALTH_PAGES: PageMap = {
  prescriptions: {
    areas: ["prescriptions"],
    namespaces: ["prescriptions"],
    load: async () =>
      (await import("../../../src/views/prescriptions/PrescriptionsPage.tsx")).PrescriptionsPage,
  },
  prescriptionRenewal: {
    areas: ["prescriptions"],
    namespaces: ["prescriptions"],
    load: async () => (await import("../../../src/views/prescriptions/RenewalPage.tsx")).RenewalPage,
  },
  questionnaires: {
    areas: ["questionnaires"],
    // the list's rows are the records' timeline rows
    namespaces: ["questionnaires", "records"],
    load: async () =>
      (await import("../../../src/views/questionnaires/QuestionnairesPage.tsx")).QuestionnairesPage,
  },
  questionnaire: {
    areas: ["questionnaires"],
    namespaces: ["questionnaires"],
    load: async () =>
      (await import("../../../src/views/questionnaires/QuestionnairePage.tsx")).QuestionnairePage,
  },
  certificates: {
    areas: ["certificates"],
    namespaces: ["certificates"],
    load: async () => (await import("../../../src/views/certificates/CertificatesPage.tsx")).CertificatesPage,
  },
  vaccinations: {
    areas: ["certificates"],
    namespaces: ["certificates"],
    load: async () => (await import("../../../src/views/certificates/VaccinationsPage.tsx")).VaccinationsPage,
  },
}
