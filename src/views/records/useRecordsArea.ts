import { RECORDS_AREA, type RecordsArea } from "../../stores/records/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The records area's models: visits, laboratory and imaging. */
export function useRecordsArea(): RecordsArea {
  return useArea(RECORDS_AREA)
}
