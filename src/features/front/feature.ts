import { defineFeature } from "../../kit/feature/manifest.ts"
import { frontRoutes } from "./routes.ts"
import type { FrontAreaModel } from "./store/area.ts"

/** The logged-in front page: every area's summary block. */
export const frontFeature = defineFeature({
  name: "front",
  routes: frontRoutes,
  menu: ["front"],
  stores: {
    front: () => import("./store/area.ts").then((module) => module.FrontAreaModel),
  },
})

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    front: typeof FrontAreaModel
  }
}
