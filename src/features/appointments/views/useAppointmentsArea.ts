import type { AppointmentsArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The appointments area's models: the lists, the appointment by link and its check-in. */
export function useAppointmentsArea(): AppointmentsArea {
  return useArea("appointments")
}
