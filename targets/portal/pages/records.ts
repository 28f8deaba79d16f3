import type { PageMap } from "./types.ts"

/** The patient's records: visits, laboratory and imaging (spec messaging-records-payments §2). */
export const RECORD_PAGES: PageMap = {
  visits: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/features/records/views/visits/VisitsPage.tsx")).VisitsPage,
  },
  visit: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/features/records/views/visits/VisitPage.tsx")).VisitPage,
  },
  laboratory: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/features/records/views/laboratory/LaboratoryPage.tsx")).LaboratoryPage,
  },
  laboratoryReferral: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/features/records/views/referrals/ReferralPage.tsx")).LaboratoryReferralPage,
  },
  laboratoryResult: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/features/records/views/laboratory/ResultDayPage.tsx")).ResultDayPage,
  },
  imaging: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/features/records/views/imaging/ImagingPage.tsx")).ImagingPage,
  },
  imagingReferral: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/features/records/views/referrals/ReferralPage.tsx")).ImagingReferralPage,
  },
  imagingResult: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/features/records/views/imaging/ImagingResultPage.tsx")).ImagingResultPage,
  },
}
