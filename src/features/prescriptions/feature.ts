import type prescriptions from "../../../locales/fi/prescriptions.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { prescriptionsRoutes } from "./routes.ts"
import type { PrescriptionsAreaModel } from "./store/area.ts"

/** Prescriptions and their renewal. */
export const prescriptionsFeature = defineFeature({
  name: "prescriptions",
  routes: prescriptionsRoutes,
  menu: ["prescriptions"],
  namespaces: ["prescriptions"],
  stores: {
    prescriptions: () => import("./store/area.ts").then((module) => module.PrescriptionsAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    prescriptions: typeof prescriptions
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    prescriptions: typeof PrescriptionsAreaModel
  }
}
