// Reservations: making, reading, cancelling, and the link token of the anonymous appointment view.
import { randomBytes } from "node:crypto"
import { transaction, type Db } from "../db/database.ts"
import { MAX_ACTIVE_RESERVATIONS } from "./constants.ts"
import type { ReservationRow, SlotRow } from "./tables.ts"

export function activeReservationOf(db: Db, appointmentId: string): ReservationRow | undefined {
  return db
    .prepare("SELECT * FROM booking_reservations WHERE appointment_id = ? AND cancelled_at IS NULL")
    .get(appointmentId) as ReservationRow | undefined
}

/** The slot's most recent reservation, cancelled or not. */
export function latestReservationOf(db: Db, appointmentId: string): ReservationRow | undefined {
  return db
    .prepare("SELECT * FROM booking_reservations WHERE appointment_id = ? ORDER BY id DESC LIMIT 1")
    .get(appointmentId) as ReservationRow | undefined
}

/** How many reservations a slot has had, cancelled ones included. */
export function reservationCountOf(db: Db, appointmentId: string): number {
  const row = db
    .prepare("SELECT COUNT(*) AS count FROM booking_reservations WHERE appointment_id = ?")
    .get(appointmentId) as { count: number }
  return row.count
}

/** The patient's own most recent reservation of a slot. */
export function patientReservationOf(db: Db, appointmentId: string, ssn: string): ReservationRow | undefined {
  return db
    .prepare(
      "SELECT * FROM booking_reservations WHERE appointment_id = ? AND patient_ssn = ? ORDER BY id DESC LIMIT 1",
    )
    .get(appointmentId, ssn) as ReservationRow | undefined
}

/** Each slot the patient has reserved, with the latest reservation of it, by start. */
export function patientReservations(db: Db, ssn: string): { slot: SlotRow; reservation: ReservationRow }[] {
  const rows = db
    .prepare(
      `SELECT r.id AS reservation_id, s.* FROM booking_reservations r JOIN booking_slots s ON s.id = r.appointment_id
       WHERE r.patient_ssn = ? AND r.id = (SELECT MAX(id) FROM booking_reservations
         WHERE appointment_id = r.appointment_id AND patient_ssn = r.patient_ssn)
       ORDER BY s.start_ms, s.id`,
    )
    .all(ssn) as unknown as (SlotRow & { reservation_id: number })[]
  return rows.map(({ reservation_id, ...slot }) => ({
    slot,
    reservation: reservationById(db, reservation_id)!,
  }))
}

export function reservationById(db: Db, id: number): ReservationRow | undefined {
  return db.prepare("SELECT * FROM booking_reservations WHERE id = ?").get(id) as ReservationRow | undefined
}

function activeFutureCount(db: Db, ssn: string, nowMs: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count FROM booking_reservations r JOIN booking_slots s ON s.id = r.appointment_id
       WHERE r.patient_ssn = ? AND r.cancelled_at IS NULL AND s.start_ms > ?`,
    )
    .get(ssn, nowMs) as { count: number }
  return row.count
}

export interface NewReservation {
  appointmentId: string
  patientSsn: string
  firstName: string
  lastName: string
  emailAddress: string | null
  phone: string | null
  description?: string | null
  conceptCode?: string | null
  dcpContentHash?: string | null
  /** For the seed; a fresh random secret otherwise */
  linkSecret?: string
  reservedAt: Date
}

export type ReserveOutcome =
  | { ok: true; reservation: ReservationRow }
  | { ok: false; type: "appointmentNotAvailable" | "tooManyReservations" }

/** Reserves a free slot in one transaction: a slot already taken or already started is not available. */
export function reserve(db: Db, input: NewReservation, nowMs: number): ReserveOutcome {
  return transaction(db, (): ReserveOutcome => {
    const slot = db.prepare("SELECT start_ms FROM booking_slots WHERE id = ?").get(input.appointmentId) as
      { start_ms: number } | undefined
    if (!slot || slot.start_ms <= nowMs || activeReservationOf(db, input.appointmentId)) {
      return { ok: false, type: "appointmentNotAvailable" }
    }
    if (activeFutureCount(db, input.patientSsn, nowMs) >= MAX_ACTIVE_RESERVATIONS) {
      return { ok: false, type: "tooManyReservations" }
    }
    return { ok: true, reservation: insertReservation(db, input) }
  })
}

/** Inserts without the checks (the seed's own reservations; tests). */
export function insertReservation(db: Db, input: NewReservation): ReservationRow {
  const result = db
    .prepare(
      `INSERT INTO booking_reservations (appointment_id, patient_ssn, first_name, last_name, email_address, phone,
         description, concept_code, dcp_content_hash, link_secret, reserved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.appointmentId,
      input.patientSsn,
      input.firstName,
      input.lastName,
      input.emailAddress,
      input.phone,
      input.description ?? null,
      input.conceptCode ?? null,
      input.dcpContentHash ?? null,
      input.linkSecret ?? randomBytes(6).toString("hex"),
      input.reservedAt.toISOString(),
    )
  return reservationById(db, Number(result.lastInsertRowid))!
}

export function cancelReservation(db: Db, id: number, at: Date): void {
  db.prepare("UPDATE booking_reservations SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL").run(
    at.toISOString(),
    id,
  )
}

export function markCheckedIn(db: Db, id: number, at: Date): void {
  db.prepare("UPDATE booking_reservations SET checked_in_at = ? WHERE id = ?").run(at.toISOString(), id)
}

export function saveArrivalReason(db: Db, id: number, arrivalReason: string): void {
  db.prepare("UPDATE booking_reservations SET arrival_reason = ? WHERE id = ?").run(arrivalReason, id)
}

// spec booking §2: the anonymous view's link is the url-safe base64 of two values joined by an underscore; ours are
// the appointment id and the reservation's secret.
export function appointmentLinkOf(
  reservation: Pick<ReservationRow, "appointment_id" | "link_secret">,
): string {
  return Buffer.from(`${reservation.appointment_id}_${reservation.link_secret}`, "utf8").toString("base64url")
}

export type LinkReading =
  { kind: "token"; appointmentId: string; secret: string } | { kind: "id"; appointmentId: string }

/**
 * The spec gives two readings of the link: the token above, or a plain alphanumeric appointment id. A token
 * that decodes to "{digits}_{secret}" is read as one; otherwise digits are an appointment id.
 */
export function readAppointmentLink(link: string): LinkReading | undefined {
  const decoded = Buffer.from(link, "base64url").toString("utf8")
  const token = /^([0-9]{1,20})_([A-Za-z0-9]{1,64})$/.exec(decoded)
  if (token) return { kind: "token", appointmentId: token[1]!, secret: token[2]! }
  if (/^[0-9]{1,20}$/.test(link)) return { kind: "id", appointmentId: link }
  return undefined
}

export function reservationByLink(db: Db, reading: LinkReading): ReservationRow | undefined {
  if (reading.kind === "id") return latestReservationOf(db, reading.appointmentId)
  return db
    .prepare("SELECT * FROM booking_reservations WHERE appointment_id = ? AND link_secret = ?")
    .get(reading.appointmentId, reading.secret) as ReservationRow | undefined
}
