// Self check-in: the status shown on an appointment, the outcome of checking in, and the anonymous code's lock.
import { DateTime } from "luxon"
import { isCheckInOpen } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Db } from "../db/database.ts"
import { clinicById } from "./catalog/clinics.ts"
import { practitionerById } from "./catalog/practitioners.ts"
import { text, type Schemas } from "./catalog/types.ts"
import { CHECK_IN_LOCK_MINUTES, CHECK_IN_MAX_FAILURES } from "./constants.ts"
import type { ConsentStatus } from "./patients.ts"
import { markCheckedIn } from "./reservations.ts"
import type { ReservationRow, SlotRow } from "./tables.ts"

const endMs = (slot: SlotRow) => slot.start_ms + slot.duration_minutes * 60_000

function takesSelfCheckIn(slot: SlotRow): boolean {
  return slot.is_remote === 0 && clinicById(slot.clinic_id)?.checkIn.kind !== "onlyAtReception"
}

/**
 * The appointee's selfCheckInStatus (messaging §4) by the real clock: tooEarly until 30 minutes before the start
 * (spec booking §9), allowed from then until the end, checkedIn once checked in. Remote appointments have no
 * check-in (statusNotAvailable); clinics without self check-in say onlyAtReception.
 */
export function selfCheckInStatus(
  slot: SlotRow,
  reservation: ReservationRow,
  nowMs: number,
): Schemas["SelfCheckInStatus"] {
  if (reservation.checked_in_at) return "checkedIn"
  if (slot.is_remote === 1) return "statusNotAvailable"
  if (!takesSelfCheckIn(slot)) return "onlyAtReception"
  if (nowMs >= endMs(slot)) return "statusNotAvailable"
  return isCheckInOpen(DateTime.fromMillis(slot.start_ms), DateTime.fromMillis(nowMs))
    ? "allowed"
    : "tooEarly"
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

export type AttemptState = { locked: false; failures: number } | { locked: true; lockedUntilMs: number }

export function checkInAttempts(db: Db, appointmentId: string, nowMs: number): AttemptState {
  const row = db
    .prepare("SELECT failures, locked_until_ms FROM booking_check_in_attempts WHERE appointment_id = ?")
    .get(appointmentId) as { failures: number; locked_until_ms: number | null } | undefined
  if (!row) return { locked: false, failures: 0 }
  if (row.locked_until_ms !== null) {
    if (row.locked_until_ms > nowMs) return { locked: true, lockedUntilMs: row.locked_until_ms }
    // The lock has passed: a fresh series of attempts
    clearCheckInAttempts(db, appointmentId)
    return { locked: false, failures: 0 }
  }
  return { locked: false, failures: row.failures }
}

/** Counts a wrong code; the fifth in a row locks the appointment's check-in for 15 minutes. */
export function recordWrongCode(db: Db, appointmentId: string, nowMs: number): AttemptState {
  const current = checkInAttempts(db, appointmentId, nowMs)
  if (current.locked) return current
  const failures = current.failures + 1
  const lockedUntilMs = failures >= CHECK_IN_MAX_FAILURES ? nowMs + CHECK_IN_LOCK_MINUTES * 60_000 : null
  db.prepare(
    `INSERT INTO booking_check_in_attempts (appointment_id, failures, locked_until_ms) VALUES (?, ?, ?)
     ON CONFLICT (appointment_id) DO UPDATE SET failures = excluded.failures, locked_until_ms = excluded.locked_until_ms`,
  ).run(appointmentId, failures, lockedUntilMs)
  return lockedUntilMs === null ? { locked: false, failures } : { locked: true, lockedUntilMs }
}

export function clearCheckInAttempts(db: Db, appointmentId: string): void {
  db.prepare("DELETE FROM booking_check_in_attempts WHERE appointment_id = ?").run(appointmentId)
}
