import type { ReservationField } from "../../store/Reservation.ts"
import { fieldErrorId } from "../../../../kit/ui/form/TextField.tsx"

export const fieldId = (field: ReservationField) => `reservation-${field}`
export const errorId = (field: ReservationField) => fieldErrorId(fieldId(field))
