import { isApiError } from "../../../platform/api/errors.ts"

/**
 * spec messaging §3 'Appointment reservation error type' as the pages show them: treatmentChainCreationFailed is
 * the direct-reimbursement variant (spec booking §4).
 */
export const RESERVATION_ERRORS = [
  "networkError",
  "appointmentNotAvailable",
  "tooManyReservations",
  "unknownError",
  "directReimbursementError",
  "noPatient",
  "patientDataConsentRequired",
  "patientInfoConflict",
] as const
export type ReservationError = (typeof RESERVATION_ERRORS)[number]

/**
 * What a refused reservation can be: an error type, or a 400 ValidationError: `loginRequired` when it names the
 * appointment (a slot that needs a login, booked anonymously), else `validationError` (fields to check).
 */
export type ReservationFailure = ReservationError | "loginRequired" | "validationError"

/**
 * The errors both forms show above the submit button with what was typed kept (spec booking §8), one text each
 * (locales: booking `reservation.errors.<type>`).
 */
export const FORM_ERRORS = [
  "networkError",
  "tooManyReservations",
  "unknownError",
  "directReimbursementError",
] as const satisfies readonly ReservationError[]
export type FormError = (typeof FORM_ERRORS)[number]

export function isFormError(state: string): state is FormError {
  return (FORM_ERRORS as readonly string[]).includes(state)
}

/** The answer types that name an error as itself (the rest of the list has no answer type of its own). */
const ANSWER_TYPES = [
  "appointmentNotAvailable",
  "tooManyReservations",
  "unknownError",
  "noPatient",
  "patientDataConsentRequired",
  "patientInfoConflict",
] as const satisfies readonly ReservationError[]

function typeOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "type" in body ? body.type : undefined
}

/**
 * One mapping of a failed reservation request (anonymous and logged-in) to the spec's errors (booking §4, §8;
 * messaging §4 'Reservation error handling'): no answer is networkError; an answer's `type` decides (the
 * contract answers refusals 409 and failures 500, but the type is what the spec reads);
 * treatmentChainCreationFailed is the direct-reimbursement variant; an unrecognised type is unknownError.
 */
export function reservationFailureOf(error: unknown): ReservationFailure {
  if (isApiError(error, "network", "timeout")) return "networkError"
  if (isApiError(error, "validation")) {
    return error.details.some((issue) => issue.path === "body.appointmentId")
      ? "loginRequired"
      : "validationError"
  }
  if (isApiError(error, "http")) {
    const type = typeOf(error.body)
    if (type === "treatmentChainCreationFailed") return "directReimbursementError"
    const known = ANSWER_TYPES.find((candidate) => candidate === type)
    if (known) return known
  }
  return "unknownError"
}
