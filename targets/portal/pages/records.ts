import type { PageMap } from "./types.ts"

/** The patient's records: visits, laboratory and imaging (spec messaging-records-payments §2). */
export const RECORD_PAGES: PageMap = {
  visits: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/views/records/visits/VisitsPage.tsx")).VisitsPage,
  },
  visit: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/views/records/visits/VisitPage.tsx")).VisitPage,
  },
  laboratory: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/views/records/laboratory/LaboratoryPage.tsx")).LaboratoryPage,
  },
  laboratoryReferral: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/views/records/referrals/ReferralPage.tsx")).LaboratoryReferralPage,
  },
  laboratoryResult: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/views/records/laboratory/ResultDayPage.tsx")).ResultDayPage,
  },
  imaging: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () => (await import("../../../src/views/records/imaging/ImagingPage.tsx")).ImagingPage,
  },
  imagingReferral: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/views/records/referrals/ReferralPage.tsx")).ImagingReferralPage,
  },
  imagingResult: {
    areas: ["records"],
    namespaces: ["records"],
    load: async () =>
      (await import("../../../src/views/records/imaging/ImagingResultPage.tsx")).ImagingResultPage,
  },
}
