import { definePortal } from "../../kit/feature/manifest.ts"
import { landingFeature } from "./feature.ts"

/** Landing in the portal: the feature with its pages, by route id. */
export const landingPortal = definePortal(landingFeature, {
  pages: {
    // spec: no footer or navigation menu; the header keeps the FI, SV and EN language links
    invoiceLanding: {
      namespaces: ["landing"],
      load: () => import("./views/InvoiceLandingPage.tsx").then((module) => module.InvoiceLandingPage),
      handle: { menu: false, footer: false },
    },
    newCustomer: {
      namespaces: ["landing"],
      load: () => import("./views/NewCustomerPage.tsx").then((module) => module.NewCustomerPage),
    },
  },
})
