import type { PrescriptionsArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The prescriptions area's models: the list with its renewal selection, and the renewal form. */
export function usePrescriptionsArea(): PrescriptionsArea {
  return useArea("prescriptions")
}
