import { PRESCRIPTIONS_AREA, type PrescriptionsArea } from "../../stores/prescriptions/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The prescriptions area's models: the list with its renewal selection, and the renewal form. */
export function usePrescriptionsArea(): PrescriptionsArea {
  return useArea(PRESCRIPTIONS_AREA)
}
