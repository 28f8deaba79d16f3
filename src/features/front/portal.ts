import { definePortal } from "../../kit/feature/manifest.ts"
import { frontFeature } from "./feature.ts"

/** Front in the portal: the feature with its pages, by route id. */
export const frontPortal = definePortal(frontFeature, {
  pages: {
    // The logged-in front page; targets/portal/routes.tsx sends anonymous visitors to the booking landing instead
    front: {
      areas: ["front"],
      namespaces: ["appointments", "messaging", "records", "smsLogin"],
      load: () => import("./views/FrontPage.tsx").then((module) => module.FrontPage),
      start: () => import("./views/startFrontPage.ts").then((module) => module.startFrontPage),
    },
  },
})
