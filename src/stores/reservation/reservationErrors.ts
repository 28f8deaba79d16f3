import { isApiError } from "../../api/errors.ts"

/** spec messaging §3 'Appointment reservation error type', with the direct-reimbursement variant. */
export const LOGGED_IN_RESERVATION_ERRORS = [
  "networkError",
  "appointmentNotAvailable",
  "tooManyReservations",
  "unknownError",
  "noPatient",
  "patientInfoConflict",
  "patientDataConsentRequired",
  "directReimbursementError",
] as const
export type LoggedInReservationError = (typeof LOGGED_IN_RESERVATION_ERRORS)[number]

const KNOWN_TYPES = [
  "appointmentNotAvailable",
  "tooManyReservations",
  "unknownError",
  "noPatient",
  "patientInfoConflict",
  "patientDataConsentRequired",
] as const

function typeOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "type" in body ? body.type : undefined
}

/**
 * spec messaging §4 'Reservation error handling (logged-in)': patientDataConsentRequired switches to the
 * consent prompt, treatmentChainCreationFailed is the direct-reimbursement variant, a known type shows as
 * itself and an unrecognised one becomes unknownError.
 */
export function reservationErrorTypeOf(error: unknown): LoggedInReservationError {
  if (isApiError(error, "network", "timeout")) return "networkError"
  if (isApiError(error, "http")) {
    const type = typeOf(error.body)
    if (type === "treatmentChainCreationFailed") return "directReimbursementError"
    const known = KNOWN_TYPES.find((candidate) => candidate === type)
    if (known) return known
  }
  return "unknownError"
}
