import type occupational from "../../../locales/fi/occupational.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { occupationalRoutes } from "./routes.ts"
import type { OccupationalAreaModel } from "./store/area.ts"

/** Occupational health: the team and the influenza vaccination. */
export const occupationalFeature = defineFeature({
  name: "occupational",
  routes: occupationalRoutes,
  menu: ["occupationalVaccination", "occupationalTeam"],
  namespaces: ["occupational"],
  stores: {
    occupational: () => import("./store/area.ts").then((module) => module.OccupationalAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    occupational: typeof occupational
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    occupational: typeof OccupationalAreaModel
  }
}
