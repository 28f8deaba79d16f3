// Insurance rules of the reservation (spec booking §3 'Insurance', §4 'OP verification' and 'Second insurer flow',
// §5 'Insurance'): which states finish a choice, and how the second insurer's (LähiTapiola's) answers read.
import { ageInYears, ADULT_AGE, type DateLike } from "./dates.ts"
import { birthDateOf } from "./ssn.ts"

/** spec §4: the OP verification's states ('undefined' before the patient has chosen to verify or not). */
export const OP_VERIFICATION_STATES = ["undefined", "found", "not_found", "canceled", "error"] as const
export type OpVerificationState = (typeof OP_VERIFICATION_STATES)[number]

/**
 * spec §5: choosing OP requires the verification step to complete. Found and not found are answers; canceled
 * ('Do not verify') continues at the base price. An error needs another try (or 'Do not verify').
 */
export function isOpVerificationComplete(state: OpVerificationState): boolean {
  return state === "found" || state === "not_found" || state === "canceled"
}

/** spec §4: the second insurer flow's statuses. */
export const LAHITAPIOLA_STATUSES = [
  "not_asked",
  "insurance_not_found",
  "insurance_found_no_permits",
  "insurance_found_with_permits",
  "denied",
  "canceled",
  "error",
] as const
export type LahitapiolaStatus = (typeof LAHITAPIOLA_STATUSES)[number]

/** spec §4: the flow's result as the page shows it. */
export type LahitapiolaResult =
  "pending" | "success" | "underageCustomer" | "insuranceFoundNoPermit" | "insuranceNotFound" | "error"

/** The return statuses the insurer adds to the redirect back (contract DirectCompensationReturnStatus). */
export const DIRECT_COMPENSATION_RETURN_STATUSES = [
  "directcompensationallowed",
  "directcompensationdenied",
  "cancel",
  "error",
] as const
export type DirectCompensationReturnStatus = (typeof DIRECT_COMPENSATION_RETURN_STATUSES)[number]

/** The query parameter the insurer sets on the way back (contract: applyLahitapiolaPermit). */
export const LAHITAPIOLA_RETURN_PARAM = "lahitapiolaStatus"

export function isDirectCompensationReturnStatus(value: unknown): value is DirectCompensationReturnStatus {
  return (
    typeof value === "string" && (DIRECT_COMPENSATION_RETURN_STATUSES as readonly string[]).includes(value)
  )
}

/**
 * spec §4: the redirect's return status starts the flow: allowed fetches the permits (so the status is
 * decided by that fetch: undefined here), denied gives denied, cancel gives canceled, error gives error.
 */
export function statusFromReturn(returned: DirectCompensationReturnStatus): LahitapiolaStatus | undefined {
  if (returned === "directcompensationdenied") return "denied"
  if (returned === "cancel") return "canceled"
  if (returned === "error") return "error"
  return undefined
}

/**
 * The result for a status. A policyholder whose permit was denied or whose permit search was canceled has no
 * permit to use, so both read as insuranceFoundNoPermit (with their own message); with permits found the result
 * is success once one permit is chosen, pending until then.
 */
export function lahitapiolaResult(input: {
  status: LahitapiolaStatus
  underage: boolean
  permitChosen: boolean
}): LahitapiolaResult {
  if (input.underage) return "underageCustomer"
  switch (input.status) {
    case "not_asked":
      return "pending"
    case "insurance_not_found":
      return "insuranceNotFound"
    case "insurance_found_no_permits":
    case "denied":
    case "canceled":
      return "insuranceFoundNoPermit"
    case "insurance_found_with_permits":
      return input.permitChosen ? "success" : "pending"
    case "error":
      return "error"
  }
}

/** spec §5: choosing LAHITAPIOLA with the flow on requires the flow to finish (an error needs another try). */
export function isLahitapiolaFlowFinished(result: LahitapiolaResult): boolean {
  return result !== "pending" && result !== "error"
}

/**
 * spec §4: underageCustomer is set automatically when the patient and the guardian (if any) are both under 18.
 * An unreadable identity code is not taken as a child's.
 */
export function isUnderageCustomer(
  patientSsn: string | undefined,
  guardianSsn: string | undefined,
  on: DateLike,
): boolean {
  const underAge = (ssn: string | undefined) => {
    const birthDate = ssn ? birthDateOf(ssn) : undefined
    return birthDate !== undefined && ageInYears(birthDate, on) < ADULT_AGE
  }
  if (!underAge(patientSsn)) return false
  return guardianSsn === undefined || underAge(guardianSsn)
}
