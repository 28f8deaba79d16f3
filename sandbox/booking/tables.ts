// The booking area's tables. The catalog (clinics, practitioners, specialties, kinds) is code in catalog/; the
// database holds what changes: the slots, their reservations, and check-in attempts.
import type { LocationType } from "./catalog/types.ts"
import { checkInGuardTable } from "./checkInGuard.ts"

export const BOOKING_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS booking_slots (
    id TEXT PRIMARY KEY,
    start_ms INTEGER NOT NULL,
    day TEXT NOT NULL,
    minute_of_day INTEGER NOT NULL,
    duration_minutes INTEGER NOT NULL,
    clinic_id TEXT NOT NULL,
    practitioner_id TEXT NOT NULL,
    kind_id TEXT NOT NULL,
    specialty_id TEXT NOT NULL,
    location_type TEXT NOT NULL,
    is_remote INTEGER NOT NULL,
    requires_auth INTEGER NOT NULL,
    for_private INTEGER NOT NULL,
    for_occupational INTEGER NOT NULL,
    for_insurance INTEGER NOT NULL,
    for_kela65 INTEGER NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS booking_slots_start ON booking_slots (start_ms)`,
  `CREATE TABLE IF NOT EXISTS booking_reservations (
    id INTEGER PRIMARY KEY,
    appointment_id TEXT NOT NULL REFERENCES booking_slots (id),
    patient_ssn TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email_address TEXT,
    phone TEXT,
    description TEXT,
    concept_code TEXT,
    dcp_content_hash TEXT,
    link_secret TEXT NOT NULL,
    reserved_at TEXT NOT NULL,
    cancelled_at TEXT,
    checked_in_at TEXT,
    arrival_reason TEXT
  )`,
  // A slot holds at most one reservation that is not cancelled: the second visitor's insert fails.
  `CREATE UNIQUE INDEX IF NOT EXISTS booking_reservations_active
    ON booking_reservations (appointment_id) WHERE cancelled_at IS NULL`,
  `CREATE INDEX IF NOT EXISTS booking_reservations_patient ON booking_reservations (patient_ssn)`,
  // Patients first met through an anonymous reservation (not personas of the identity provider)
  `CREATE TABLE IF NOT EXISTS booking_patients (
    ssn TEXT PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  checkInGuardTable,
]

export interface SlotRow {
  id: string
  start_ms: number
  day: string
  minute_of_day: number
  duration_minutes: number
  clinic_id: string
  practitioner_id: string
  kind_id: string
  specialty_id: string
  location_type: LocationType
  is_remote: number
  requires_auth: number
  for_private: number
  for_occupational: number
  for_insurance: number
  for_kela65: number
}

export interface ReservationRow {
  id: number
  appointment_id: string
  patient_ssn: string
  first_name: string
  last_name: string
  email_address: string | null
  phone: string | null
  description: string | null
  concept_code: string | null
  dcp_content_hash: string | null
  link_secret: string
  reserved_at: string
  cancelled_at: string | null
  checked_in_at: string | null
  arrival_reason: string | null
}
