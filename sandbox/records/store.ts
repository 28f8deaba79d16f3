// The patients' records, one JSON document per record and kind. Records are read-only (questionnaires live in
// messaging, the occupational vaccination choice in its own table), so a document per record keeps each kind's
// shape in TypeScript (below) rather than in a table per kind.
import type { components } from "../../generated/openapi.ts"
import type { Db } from "../db/database.ts"
import type { SpecialtyKey } from "./practitioners.ts"
import type { Localized } from "./text.ts"

type Schemas = components["schemas"]

export interface StoredVisit {
  dateTime: string
  practitionerId: string
  specialty: SpecialtyKey
  diagnoses: Schemas["Diagnosis"][]
  texts: Schemas["MedicalReportText"][]
  /** spec: reports restricted to professionals are not shown to the patient */
  viewRestriction: "patient" | "professional"
}

export interface StoredReferral {
  type: Schemas["ReferralType"]
  title: Localized
  description: string | null
  creationDate: string
  validUntil: string
  practitionerId: string
  patientInstructionsUrl: string | null
}

export interface StoredLabTest {
  date: string
  test: Schemas["LaboratoryTest"]
}

export interface StoredImagingResult {
  imagingDate: string
  examinationName: string | null
  statementText: string | null
  /** The imaging system fails for this day's results (the 'temporary-api-error' marker). */
  temporaryError: boolean
}

export interface StoredPrescription extends Omit<
  Schemas["Prescription"],
  "id" | "medicineType" | "packageUnit" | "treatmentLengthUnit"
> {
  medicineType: Localized | null
  packageUnit: Localized | null
  treatmentLengthUnit: Localized | null
}

export type StoredCertificate = Omit<Schemas["Certificate"], "id">
export type StoredVaccination = Omit<Schemas["Vaccination"], "id">

export interface RecordKinds {
  visit: StoredVisit
  referral: StoredReferral
  labTest: StoredLabTest
  imagingResult: StoredImagingResult
  prescription: StoredPrescription
  certificate: StoredCertificate
  vaccination: StoredVaccination
}
export type RecordKind = keyof RecordKinds

export interface Stored<K extends RecordKind> {
  id: string
  personaId: string
  /** The Helsinki day the record sorts by. */
  day: string
  body: RecordKinds[K]
}

export const RECORDS_DDL = [
  `CREATE TABLE IF NOT EXISTS records (
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    persona_id TEXT NOT NULL,
    day TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (kind, id)
  )`,
  "CREATE INDEX IF NOT EXISTS records_by_persona ON records (persona_id, kind, day)",
]

type Row = { id: string; persona_id: string; day: string; body: string }

const fromRow = <K extends RecordKind>(row: Row): Stored<K> => ({
  id: row.id,
  personaId: row.persona_id,
  day: row.day,
  body: JSON.parse(row.body) as RecordKinds[K],
})

export function putRecord<K extends RecordKind>(db: Db, kind: K, record: Stored<K>): void {
  db.prepare(
    `INSERT INTO records (kind, id, persona_id, day, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (kind, id) DO UPDATE SET persona_id = excluded.persona_id, day = excluded.day, body = excluded.body`,
  ).run(kind, record.id, record.personaId, record.day, JSON.stringify(record.body))
}

/** A persona's records of one kind, newest first. */
export function recordsOf<K extends RecordKind>(db: Db, personaId: string, kind: K): Stored<K>[] {
  const rows = db
    .prepare(
      "SELECT id, persona_id, day, body FROM records WHERE persona_id = ? AND kind = ? ORDER BY day DESC, id DESC",
    )
    .all(personaId, kind) as Row[]
  return rows.map((row) => fromRow<K>(row))
}

export function recordById<K extends RecordKind>(
  db: Db,
  personaId: string,
  kind: K,
  id: string,
): Stored<K> | undefined {
  const row = db
    .prepare("SELECT id, persona_id, day, body FROM records WHERE persona_id = ? AND kind = ? AND id = ?")
    .get(personaId, kind, id) as Row | undefined
  return row ? fromRow<K>(row) : undefined
}
