import { KIOSK_AREA, type KioskArea } from "../../stores/kiosk/area.ts"
import { useArea } from "../StoreContext.tsx"

/** The kiosk area's models: the lobby check-in. */
export function useKioskArea(): KioskArea {
  return useArea(KIOSK_AREA)
}
