import type { RecordsArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The records area's models: visits, laboratory and imaging. */
export function useRecordsArea(): RecordsArea {
  return useArea("records")
}
