import { types, type Instance } from "mobx-state-tree"
import { QuestionnaireModel } from "./Questionnaire.ts"
import { QuestionnaireListModel } from "./QuestionnaireList.ts"

/** Questionnaires: the list of open and answered ones, and one questionnaire (spec messaging §2, §4). */
export const QuestionnairesAreaModel = types.model("QuestionnairesArea", {
  list: types.optional(QuestionnaireListModel, {}),
  questionnaire: types.optional(QuestionnaireModel, {}),
})

export interface QuestionnairesArea extends Instance<typeof QuestionnairesAreaModel> {}
