// The rules of one's own appointment: check-in, cancelling and the arrival reason (spec booking §4, §5, §9;
// messaging-records-payments §2, §9).

/** spec booking §5, §9: the arrival reason is at most 300 characters */
export const ARRIVAL_REASON_MAX_LENGTH = 300

/** spec booking §7: the arrival reason is sent prefixed with a fixed Finnish phrase */
export const ARRIVAL_REASON_PREFIX = "Esitiedot: "

/** spec booking §9: the arrival reason's success and failure toasts last 5 s */
export const ARRIVAL_REASON_TOAST_MS = 5_000

/** spec booking §4: a cancel leads to the front page with this fragment; on load it shows 'Appointment canceled'
 *  and is removed */
export const APPOINTMENT_CANCELLED_FRAGMENT = "appointment-cancelled"

/** spec messaging §2, §9: the front page's 'Appointment canceled' toast lasts 15 s */
export const APPOINTMENT_CANCELLED_TOAST_MS = 15_000

/** spec booking §4: after cancelling, the front page follows "after a short timeout" (ours: 1.5 s) */
export const CANCEL_REDIRECT_DELAY_MS = 1_500

export function arrivalReasonLength(text: string): number {
  return [...text].length
}

export function isArrivalReasonTooLong(text: string): boolean {
  return arrivalReasonLength(text) > ARRIVAL_REASON_MAX_LENGTH
}

/** What is sent: the fixed phrase, then the patient's text as typed (trimmed). */
export function arrivalReasonPayload(text: string): string {
  return `${ARRIVAL_REASON_PREFIX}${text.trim()}`
}

/** The self check-in statuses that show the check-in part; the others hide it (spec booking §4). */
export const CHECK_IN_STATUSES_SHOWN = ["allowed", "tooEarly", "checkedIn"] as const
export type ShownCheckInStatus = (typeof CHECK_IN_STATUSES_SHOWN)[number]

export function showsCheckIn(status: string): status is ShownCheckInStatus {
  return (CHECK_IN_STATUSES_SHOWN as readonly string[]).includes(status)
}

/**
 * spec booking §4: cancelling is offered only if the appointment may be cancelled, is not checked in, and the
 * page shows no error and no consent-needed state.
 */
export function isCancelOffered(facts: {
  mayCancel: boolean
  checkedIn: boolean
  hasError: boolean
  consentNeeded: boolean
}): boolean {
  return facts.mayCancel && !facts.checkedIn && !facts.hasError && !facts.consentNeeded
}

/** What a row of the appointments list says about an appointment. */
export type AppointmentRowStatus = "cancelled" | "checkedIn" | "checkInOpen" | "booked"
/** The one action a row of the appointments list offers; the rest is on the appointment's own page. */
export type AppointmentRowAction = "checkIn" | "cancel" | "none"

/**
 * spec booking §4 'Check-in status', 'Cancel': the status of an appointment in the list and the one action that
 * applies now: checking in while check-in is open, otherwise cancelling where it is offered. An action started
 * in the row stays there, so its outcome (checked in, cancelled, an error) shows where it was asked for.
 */
export function appointmentRowOf(facts: {
  cancelled: boolean
  checkInStatus: ShownCheckInStatus | undefined
  cancelOffered: boolean
  checkInStarted: boolean
  cancelStarted: boolean
}): { status: AppointmentRowStatus; action: AppointmentRowAction } {
  const status: AppointmentRowStatus = facts.cancelled
    ? "cancelled"
    : facts.checkInStatus === "checkedIn"
      ? "checkedIn"
      : facts.checkInStatus === "allowed"
        ? "checkInOpen"
        : "booked"
  if (facts.cancelStarted) return { status, action: "cancel" }
  if (facts.checkInStarted) return { status, action: "checkIn" }
  if (status === "checkInOpen") return { status, action: "checkIn" }
  if (status === "booked" && facts.cancelOffered) return { status, action: "cancel" }
  return { status, action: "none" }
}

/** spec booking §2: the my-information page's saveAction types */
export type SaveActionType =
  "go-to-invoice-page" | "go-to-reserve-appointment-page" | "go-to-view-appointment-page" | "reload-page"

export interface SaveAction {
  type: SaveActionType
  appointmentId?: string
  tab?: "contact" | "consent"
}

function toBase64Url(text: string): string {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"))
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
}

/** spec booking §2: saveAction is url-safe encoded JSON with type, appointmentId and tab. */
export function encodeSaveAction(action: SaveAction): string {
  return toBase64Url(JSON.stringify(action))
}

const SAVE_ACTION_TYPES: readonly string[] = [
  "go-to-invoice-page",
  "go-to-reserve-appointment-page",
  "go-to-view-appointment-page",
  "reload-page",
]

export function decodeSaveAction(encoded: string | null | undefined): SaveAction | undefined {
  if (!encoded) return undefined
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded))
    if (typeof value !== "object" || value === null) return undefined
    const { type, appointmentId, tab } = value as Record<string, unknown>
    if (typeof type !== "string" || !SAVE_ACTION_TYPES.includes(type)) return undefined
    return {
      type: type as SaveActionType,
      ...(typeof appointmentId === "string" && /^[0-9]+$/.test(appointmentId) ? { appointmentId } : {}),
      ...(tab === "contact" || tab === "consent" ? { tab } : {}),
    }
  } catch {
    return undefined
  }
}
