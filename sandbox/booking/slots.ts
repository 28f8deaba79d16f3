// Queries on the slots: adding one, reading one, and the search with its filters.
import { DateTime } from "luxon"
import type { SQLInputValue } from "node:sqlite"
import { HELSINKI, TIME_OF_DAY_HOURS, type TimeOfDay } from "../../src/domain/dates.ts"
import type { Db } from "../db/database.ts"
import { CLINICS } from "./catalog/clinics.ts"
import type { BrandId, LocationType } from "./catalog/types.ts"
import { PAGE_SIZE } from "./constants.ts"
import type { SlotRow } from "./tables.ts"

export type CustomerType = "private" | "occupational" | "insurance" | "kela65"

export interface NewSlot {
  startMs: number
  durationMinutes: number
  clinicId: string
  practitionerId: string
  kindId: string
  specialtyId: string
  locationType: LocationType
  isRemote: boolean
  requiresAuth: boolean
  for: Record<CustomerType, boolean>
}

const FIRST_SLOT_ID = 80400001

export function nextSlotId(db: Db): number {
  const row = db.prepare("SELECT MAX(CAST(id AS INTEGER)) AS max FROM booking_slots").get() as {
    max: number | null
  }
  return row.max === null ? FIRST_SLOT_ID : row.max + 1
}

/** Adds a slot; without an id, the next free one. Returns the id. */
export function insertSlot(db: Db, slot: NewSlot, id: number = nextSlotId(db)): string {
  const start = DateTime.fromMillis(slot.startMs, { zone: HELSINKI })
  db.prepare(
    `INSERT INTO booking_slots (id, start_ms, day, minute_of_day, duration_minutes, clinic_id, practitioner_id,
       kind_id, specialty_id, location_type, is_remote, requires_auth, for_private, for_occupational,
       for_insurance, for_kela65) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    String(id),
    slot.startMs,
    start.toFormat("yyyy-MM-dd"),
    start.hour * 60 + start.minute,
    slot.durationMinutes,
    slot.clinicId,
    slot.practitionerId,
    slot.kindId,
    slot.specialtyId,
    slot.locationType,
    Number(slot.isRemote),
    Number(slot.requiresAuth),
    Number(slot.for.private),
    Number(slot.for.occupational),
    Number(slot.for.insurance),
    Number(slot.for.kela65),
  )
  return String(id)
}

/** Removes the practitioner's slots that overlap [startMs, startMs + minutes), so a slot put in by hand fits. */
export function clearPractitionerTime(
  db: Db,
  practitionerId: string,
  startMs: number,
  minutes: number,
): void {
  db.prepare(
    `DELETE FROM booking_slots WHERE practitioner_id = ? AND start_ms < ? AND start_ms + duration_minutes * 60000 > ?
       AND id NOT IN (SELECT appointment_id FROM booking_reservations)`,
  ).run(practitionerId, startMs + minutes * 60_000, startMs)
}

export function slotById(db: Db, id: string): SlotRow | undefined {
  return db.prepare("SELECT * FROM booking_slots WHERE id = ?").get(id) as SlotRow | undefined
}

export function slotsByIds(db: Db, ids: readonly string[]): Map<string, SlotRow> {
  if (ids.length === 0) return new Map()
  const rows = db
    .prepare(`SELECT * FROM booking_slots WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .all(...ids) as unknown as SlotRow[]
  return new Map(rows.map((row) => [row.id, row]))
}

export interface SlotFilter {
  /** Helsinki calendar days, inclusive */
  startDate: string
  endDate: string
  clinicIds?: readonly string[]
  specialtyIds?: readonly string[]
  practitionerIds?: readonly string[]
  includeRemote: boolean
  timeOfDay: TimeOfDay
  customerType: CustomerType
  brand: BrandId
  nowMs: number
}

const questionMarks = (values: readonly unknown[]) => values.map(() => "?").join(", ")

const CUSTOMER_COLUMN: Record<CustomerType, string> = {
  private: "for_private",
  occupational: "for_occupational",
  insurance: "for_insurance",
  kela65: "for_kela65",
}

function whereFree(filter: SlotFilter): { sql: string; params: SQLInputValue[] } {
  const conditions = [
    "start_ms > ?", // spec: slots that have already started are never offered
    "day BETWEEN ? AND ?",
    `${CUSTOMER_COLUMN[filter.customerType]} = 1`,
    "NOT EXISTS (SELECT 1 FROM booking_reservations r WHERE r.appointment_id = s.id AND r.cancelled_at IS NULL)",
  ]
  const params: SQLInputValue[] = [filter.nowMs, filter.startDate, filter.endDate]
  const brandClinics = CLINICS.filter((clinic) => clinic.brand === filter.brand).map((clinic) => clinic.id)
  conditions.push(`clinic_id IN (${questionMarks(brandClinics)})`)
  params.push(...brandClinics)
  // contract: specialtyIds are ignored for Kela65 (the filter is disabled there)
  if (filter.specialtyIds?.length && filter.customerType !== "kela65") {
    conditions.push(`specialty_id IN (${questionMarks(filter.specialtyIds)})`)
    params.push(...filter.specialtyIds)
  }
  if (filter.practitionerIds?.length) {
    conditions.push(`practitioner_id IN (${questionMarks(filter.practitionerIds)})`)
    params.push(...filter.practitionerIds)
  }
  // Remote slots come with includeRemote ('also remote slots'), or when their remote clinic is asked for by id.
  const remote = filter.includeRemote ? "is_remote = 1" : "0"
  if (filter.clinicIds?.length) {
    conditions.push(`(clinic_id IN (${questionMarks(filter.clinicIds)}) OR ${remote})`)
    params.push(...filter.clinicIds)
  } else {
    conditions.push(`(is_remote = 0 OR ${remote})`)
  }
  if (filter.timeOfDay !== "all") {
    // spec booking §5: both ends inclusive; slots start on whole minutes, so minutes compare exactly
    const { from, to } = TIME_OF_DAY_HOURS[filter.timeOfDay]
    conditions.push("minute_of_day BETWEEN ? AND ?")
    params.push(from * 60, to * 60)
  }
  return { sql: conditions.join(" AND "), params }
}

/** One page of free slots, earliest first. */
export function searchFreeSlots(db: Db, filter: SlotFilter, offset: number): SlotRow[] {
  const { sql, params } = whereFree(filter)
  return db
    .prepare(`SELECT * FROM booking_slots s WHERE ${sql} ORDER BY start_ms, id LIMIT ? OFFSET ?`)
    .all(...params, PAGE_SIZE, offset) as unknown as SlotRow[]
}

/** The Helsinki days with at least one free slot, ascending. */
export function freeSlotDays(db: Db, filter: SlotFilter): string[] {
  const { sql, params } = whereFree(filter)
  const rows = db
    .prepare(`SELECT DISTINCT day FROM booking_slots s WHERE ${sql} ORDER BY day`)
    .all(...params) as { day: string }[]
  return rows.map((row) => row.day)
}

/** The clinics where a practitioner has slots from now on. */
export function practitionerClinicIds(db: Db, practitionerId: string, nowMs: number): string[] {
  const rows = db
    .prepare(
      "SELECT DISTINCT clinic_id FROM booking_slots WHERE practitioner_id = ? AND start_ms > ? ORDER BY clinic_id",
    )
    .all(practitionerId, nowMs) as { clinic_id: string }[]
  return rows.map((row) => row.clinic_id)
}
