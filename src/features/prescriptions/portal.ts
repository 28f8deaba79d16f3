import { definePortal } from "../../kit/feature/manifest.ts"
import { prescriptionsFeature } from "./feature.ts"

/** Prescriptions in the portal: the feature with its pages, by route id. */
export const prescriptionsPortal = definePortal(prescriptionsFeature, {
  pages: {
    prescriptions: {
      areas: ["prescriptions"],
      namespaces: ["prescriptions"],
      load: () => import("./views/PrescriptionsPage.tsx").then((module) => module.PrescriptionsPage),
    },
    prescriptionRenewal: {
      areas: ["prescriptions"],
      namespaces: ["prescriptions"],
      load: () => import("./views/RenewalPage.tsx").then((module) => module.RenewalPage),
    },
  },
})
