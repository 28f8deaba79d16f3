import type { QuestionnairesArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The questionnaires area's models: the list, and one questionnaire. */
export function useQuestionnairesArea(): QuestionnairesArea {
  return useArea("questionnaires")
}
