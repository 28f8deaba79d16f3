// Self check-in: the status shown on an appointment and the outcome of checking in (the anonymous code's guard
// is checkInGuard.ts).
import { DateTime } from "luxon"
import { isCheckInOpen } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Db } from "../db/database.ts"
import { clinicById } from "./catalog/clinics.ts"
import { practitionerById } from "./catalog/practitioners.ts"
import { text, type Schemas } from "./catalog/types.ts"
import type { ConsentStatus } from "./patients.ts"
import { markCheckedIn } from "./reservations.ts"
import type { ReservationRow, SlotRow } from "./tables.ts"

const endMs = (slot: SlotRow) => slot.start_ms + slot.duration_minutes * 60_000

function takesSelfCheckIn(slot: SlotRow): boolean {
  return slot.is_remote === 0 && clinicById(slot.clinic_id)?.checkIn.kind !== "onlyAtReception"
}

/** Where a slot stands with self check-in by the clock alone, whoever reserved it or none. */
export type CheckInWindow = "remote" | "onlyAtReception" | "tooEarly" | "open" | "over"

/**
 * Remote appointments have no check-in; clinics without self check-in send visitors to the reception; otherwise
 * check-in opens 30 minutes before the start (spec booking §9) and closes at the end.
 */
export function checkInWindowOf(slot: SlotRow, nowMs: number): CheckInWindow {
  if (slot.is_remote === 1) return "remote"
  if (!takesSelfCheckIn(slot)) return "onlyAtReception"
  if (nowMs >= endMs(slot)) return "over"
  return isCheckInOpen(DateTime.fromMillis(slot.start_ms), DateTime.fromMillis(nowMs)) ? "open" : "tooEarly"
}

/**
 * The appointee's selfCheckInStatus (messaging §4) by the real clock: checkedIn once checked in, else the window's:
 * tooEarly, allowed while open, onlyAtReception, and statusNotAvailable for remote appointments and after the end.
 */
export function selfCheckInStatus(
  slot: SlotRow,
  reservation: ReservationRow,
  nowMs: number,
): Schemas["SelfCheckInStatus"] {
  if (reservation.checked_in_at) return "checkedIn"
  const window = checkInWindowOf(slot, nowMs)
  if (window === "open") return "allowed"
  return window === "remote" || window === "over" ? "statusNotAvailable" : window
}

const ROOM = text("huone", "rum", "room")

/** Where to go after checking in; null means 'see the reception'. */
export function roomOf(slot: SlotRow, lang: Lang): Schemas["AppointmentRoom"] | null {
  const clinic = clinicById(slot.clinic_id)
  const room = practitionerById(slot.practitioner_id)?.room
  if (clinic?.checkIn.kind !== "room" || !room) return null
  return { location: `${clinic.checkIn.floor[lang]}, ${ROOM[lang]} ${room}` }
}

export type CheckInOutcome =
  | { type: "success"; room: Schemas["AppointmentRoom"] | null }
  | {
      type: "consentMissing" | "consentAsAdult" | "alreadyCheckedIn" | "onlyAtReception" | "tooEarly" | "over"
    }

/** Checks in when the rules allow. Consent comes first (a patient without it is sent to give it, spec booking §4). */
export function checkIn(
  db: Db,
  slot: SlotRow,
  reservation: ReservationRow,
  consent: ConsentStatus,
  lang: Lang,
  now: Date,
): CheckInOutcome {
  if (consent === "missing") return { type: "consentMissing" }
  if (consent === "renewAsAdult") return { type: "consentAsAdult" }
  const status = selfCheckInStatus(slot, reservation, now.getTime())
  if (status === "checkedIn") return { type: "alreadyCheckedIn" }
  if (status === "onlyAtReception" || slot.is_remote === 1) return { type: "onlyAtReception" }
  if (status === "tooEarly") return { type: "tooEarly" }
  if (status !== "allowed") return { type: "over" }
  markCheckedIn(db, reservation.id, now)
  return { type: "success", room: roomOf(slot, lang) }
}
