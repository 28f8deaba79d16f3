import type questionnaires from "../../../locales/fi/questionnaires.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { questionnairesRoutes } from "./routes.ts"
import type { QuestionnairesAreaModel } from "./store/area.ts"

/** Questionnaires: the open and answered ones, and one questionnaire. */
export const questionnairesFeature = defineFeature({
  name: "questionnaires",
  routes: questionnairesRoutes,
  menu: ["questionnaires"],
  namespaces: ["questionnaires"],
  stores: {
    questionnaires: () => import("./store/area.ts").then((module) => module.QuestionnairesAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    questionnaires: typeof questionnaires
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    questionnaires: typeof QuestionnairesAreaModel
  }
}
