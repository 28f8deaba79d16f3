import type { OccupationalArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The occupational area's models: the team and the influenza vaccination choice. */
export function useOccupationalArea(): OccupationalArea {
  return useArea("occupational")
}
