import type { BookingArea } from "../store/area.ts"
import { useArea } from "../../../kit/ui/StoreContext.tsx"

/** The booking area's models: search, filter options, free days, both reservations, profile, agreement. */
export function useBookingArea(): BookingArea {
  return useArea("booking")
}
