import { definePortal } from "../../kit/feature/manifest.ts"
import { recordsFeature } from "./feature.ts"

/** Records in the portal: the feature with its pages, by route id. */
export const recordsPortal = definePortal(recordsFeature, {
  pages: {
    certificates: {
      areas: ["certificates"],
      namespaces: ["certificates"],
      load: () =>
        import("./views/certificates/CertificatesPage.tsx").then((module) => module.CertificatesPage),
    },
    vaccinations: {
      areas: ["certificates"],
      namespaces: ["certificates"],
      load: () =>
        import("./views/certificates/VaccinationsPage.tsx").then((module) => module.VaccinationsPage),
    },
    visits: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/visits/VisitsPage.tsx").then((module) => module.VisitsPage),
    },
    visit: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/visits/VisitPage.tsx").then((module) => module.VisitPage),
    },
    laboratory: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/laboratory/LaboratoryPage.tsx").then((module) => module.LaboratoryPage),
    },
    laboratoryReferral: {
      areas: ["records"],
      namespaces: ["records"],
      load: () =>
        import("./views/referrals/ReferralPage.tsx").then((module) => module.LaboratoryReferralPage),
    },
    laboratoryResult: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/laboratory/ResultDayPage.tsx").then((module) => module.ResultDayPage),
    },
    imaging: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/imaging/ImagingPage.tsx").then((module) => module.ImagingPage),
    },
    imagingReferral: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/referrals/ReferralPage.tsx").then((module) => module.ImagingReferralPage),
    },
    imagingResult: {
      areas: ["records"],
      namespaces: ["records"],
      load: () => import("./views/imaging/ImagingResultPage.tsx").then((module) => module.ImagingResultPage),
    },
  },
})
