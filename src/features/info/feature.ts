import type info from "../../../locales/fi/info.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { infoRoutes } from "./routes.ts"

/** The information pages: help, the sickness fund, Pikkutsatti, the EULA. */
export const infoFeature = defineFeature({
  name: "info",
  routes: infoRoutes,
  menu: ["sicknessFund", "pikkutsatti", "help"],
  namespaces: ["info"],
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    info: typeof info
  }
}
