import { QUESTIONNAIRES_AREA, type QuestionnairesArea } from "../../stores/questionnaires/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The questionnaires area's models: the list, and one questionnaire. */
export function useQuestionnairesArea(): QuestionnairesArea {
  return useArea(QUESTIONNAIRES_AREA)
}
