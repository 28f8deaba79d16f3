import type { KioskArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The kiosk area's models: the lobby check-in. */
export function useKioskArea(): KioskArea {
  return useArea("kiosk")
}
