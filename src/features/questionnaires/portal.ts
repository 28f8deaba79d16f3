import { definePortal } from "../../kit/feature/manifest.ts"
import { questionnairesFeature } from "./feature.ts"

/** Questionnaires in the portal: the feature with its pages, by route id. */
export const questionnairesPortal = definePortal(questionnairesFeature, {
  pages: {
    questionnaires: {
      areas: ["questionnaires"],
      // the list's rows are the records' timeline rows
      namespaces: ["questionnaires", "records"],
      load: () => import("./views/QuestionnairesPage.tsx").then((module) => module.QuestionnairesPage),
    },
    questionnaire: {
      areas: ["questionnaires"],
      namespaces: ["questionnaires"],
      load: () => import("./views/QuestionnairePage.tsx").then((module) => module.QuestionnairePage),
    },
  },
})
