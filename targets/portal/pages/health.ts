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
      (await import("../../../src/features/prescriptions/views/PrescriptionsPage.tsx")).PrescriptionsPage,
  },
  prescriptionRenewal: {
    areas: ["prescriptions"],
    namespaces: ["prescriptions"],
    load: async () => (await import("../../../src/features/prescriptions/views/RenewalPage.tsx")).RenewalPage,
  },
  questionnaires: {
    areas: ["questionnaires"],
    // the list's rows are the records' timeline rows
    namespaces: ["questionnaires", "records"],
    load: async () =>
      (await import("../../../src/features/questionnaires/views/QuestionnairesPage.tsx")).QuestionnairesPage,
  },
  questionnaire: {
    areas: ["questionnaires"],
    namespaces: ["questionnaires"],
    load: async () =>
      (await import("../../../src/features/questionnaires/views/QuestionnairePage.tsx")).QuestionnairePage,
  },
  certificates: {
    areas: ["certificates"],
    namespaces: ["certificates"],
    load: async () => (await import("../../../src/features/records/views/certificates/CertificatesPage.tsx")).CertificatesPage,
  },
  vaccinations: {
    areas: ["certificates"],
    namespaces: ["certificates"],
    load: async () => (await import("../../../src/features/records/views/certificates/VaccinationsPage.tsx")).VaccinationsPage,
  },
}
