import type { ReservationField } from "../../../stores/Reservation.ts"
import { fieldErrorId } from "../../ui/form/TextField.tsx"

export const fieldId = (field: ReservationField) => `reservation-${field}`
export const errorId = (field: ReservationField) => fieldErrorId(fieldId(field))
