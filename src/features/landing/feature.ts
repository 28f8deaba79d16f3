import type landing from "../../../locales/fi/landing.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { landingRoutes } from "./routes.ts"

/** The anonymous landing pages: the invoice notification's and the new customer's. */
export const landingFeature = defineFeature({
  name: "landing",
  routes: landingRoutes,
  namespaces: ["landing"],
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    landing: typeof landing
  }
}
