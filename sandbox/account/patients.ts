// The patient records of the personas: registration, contact information, data consent and concepts.
import { DateTime } from "luxon"
import type { components } from "../../generated/openapi.ts"
import { HELSINKI } from "../../src/domain/dates.ts"
import type { Db, DbModule } from "../db/database.ts"
import { PERSONAS, type Persona } from "../personas.ts"

export type PatientDataConsent = components["schemas"]["PatientDataConsent"]
type Lang = components["schemas"]["Lang"]

export interface PatientRecord {
  personaId: string
  isRegistered: boolean
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  language: Lang
  street: string | null
  postalCode: string | null
  postOffice: string | null
  consent: PatientDataConsent | null
  consentUpdatedAt: string | null
  kelaFrontKey: string | null
  kelaBackKey: string | null
}

export interface ContactFields {
  email?: string | null
  phone?: string | null
  language?: Lang
  street?: string | null
  postalCode?: string | null
  postOffice?: string | null
}

type Row = {
  persona_id: string
  is_registered: number
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
  language: Lang
  street: string | null
  postal_code: string | null
  post_office: string | null
  consent: string | null
  consent_updated_at: string | null
  kela_front_key: string | null
  kela_back_key: string | null
}

const fromRow = (row: Row): PatientRecord => ({
  personaId: row.persona_id,
  isRegistered: row.is_registered === 1,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  language: row.language,
  street: row.street,
  postalCode: row.postal_code,
  postOffice: row.post_office,
  consent: row.consent === null ? null : (JSON.parse(row.consent) as PatientDataConsent),
  consentUpdatedAt: row.consent_updated_at,
  kelaFrontKey: row.kela_front_key,
  kelaBackKey: row.kela_back_key,
})

/** An identity code with its last four characters masked, as printed for the first guardian and on registration. */
export function maskSsn(ssn: string): string {
  return `${ssn.slice(0, 7)}****`
}

/** Now as an ISO instant with the Helsinki offset, as the contract's examples write times. */
export function helsinkiNow(now: Date): string {
  return (
    DateTime.fromJSDate(now, { zone: HELSINKI }).toISO({ suppressMilliseconds: true }) ?? now.toISOString()
  )
}

function seededConsent(persona: Persona): PatientDataConsent {
  const adultBrand = persona.brands.includes("adult")
  return {
    allowsCommonRegistry: true,
    ...(adultBrand ? { allowsViewingOccupationalInformation: persona.occupational.status !== "none" } : {}),
    allowsMarketingMail: false,
    allowsTreatmentInstructionsMail: true,
    allowsBookingSms: true,
  }
}

export const patientsModule: DbModule = {
  name: "patients",
  ddl: [
    `CREATE TABLE IF NOT EXISTS patients (
      persona_id TEXT PRIMARY KEY,
      is_registered INTEGER NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT,
      phone TEXT,
      language TEXT NOT NULL,
      street TEXT,
      postal_code TEXT,
      post_office TEXT,
      consent TEXT,
      consent_updated_at TEXT,
      kela_front_key TEXT,
      kela_back_key TEXT
    )`,
    `CREATE TABLE IF NOT EXISTS patient_concepts (
      persona_id TEXT NOT NULL,
      code TEXT NOT NULL,
      PRIMARY KEY (persona_id, code)
    )`,
  ],
  seed(db, today) {
    const consentDay = DateTime.fromISO(`${today}T18:41:07`, { zone: HELSINKI }).minus({ days: 30 })
    const insert = db.prepare(
      `INSERT INTO patients (persona_id, is_registered, first_name, last_name, email, phone, language, street,
         postal_code, post_office, consent, consent_updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const persona of PERSONAS) {
      const registered = persona.isRegistered
      const consented = registered && persona.hasConsent
      insert.run(
        persona.id,
        registered ? 1 : 0,
        persona.firstName,
        persona.lastName,
        registered ? persona.email : null,
        registered ? persona.phone : null,
        persona.language,
        registered ? persona.address.street : null,
        registered ? persona.address.postalCode : null,
        registered ? persona.address.postOffice : null,
        consented ? JSON.stringify(seededConsent(persona)) : null,
        consented ? consentDay.toISO({ suppressMilliseconds: true }) : null,
      )
    }
    // spec: the Kela65 concept (663) is posted before a Kela65 reservation unless the patient has it already
    db.prepare("INSERT INTO patient_concepts (persona_id, code) VALUES (?, ?)").run("raili", "663")
  },
}

export function findPatient(db: Db, personaId: string): PatientRecord | undefined {
  const row = db.prepare("SELECT * FROM patients WHERE persona_id = ?").get(personaId) as Row | undefined
  return row ? fromRow(row) : undefined
}

export function updateContact(db: Db, personaId: string, fields: ContactFields): void {
  const current = findPatient(db, personaId)
  if (!current) return
  const next = {
    email: fields.email !== undefined ? fields.email : current.email,
    phone: fields.phone !== undefined ? fields.phone : current.phone,
    language: fields.language ?? current.language,
    street: fields.street !== undefined ? fields.street : current.street,
    postalCode: fields.postalCode !== undefined ? fields.postalCode : current.postalCode,
    postOffice: fields.postOffice !== undefined ? fields.postOffice : current.postOffice,
  }
  db.prepare(
    `UPDATE patients SET email = ?, phone = ?, language = ?, street = ?, postal_code = ?, post_office = ?
       WHERE persona_id = ?`,
  ).run(next.email, next.phone, next.language, next.street, next.postalCode, next.postOffice, personaId)
}

export function markRegistered(
  db: Db,
  personaId: string,
  names: { firstName: string; lastName: string },
  fields: ContactFields,
): void {
  db.prepare("UPDATE patients SET is_registered = 1, first_name = ?, last_name = ? WHERE persona_id = ?").run(
    names.firstName,
    names.lastName,
    personaId,
  )
  updateContact(db, personaId, fields)
}

export function saveConsent(db: Db, personaId: string, consent: PatientDataConsent, at: string): void {
  db.prepare("UPDATE patients SET consent = ?, consent_updated_at = ? WHERE persona_id = ?").run(
    JSON.stringify(consent),
    at,
    personaId,
  )
}

export function setKelaCard(db: Db, personaId: string, frontKey: string, backKey: string): void {
  db.prepare("UPDATE patients SET kela_front_key = ?, kela_back_key = ? WHERE persona_id = ?").run(
    frontKey,
    backKey,
    personaId,
  )
}

export function allowedConceptsOf(db: Db, personaId: string): string[] {
  const rows = db
    .prepare("SELECT code FROM patient_concepts WHERE persona_id = ? ORDER BY code")
    .all(personaId) as { code: string }[]
  return rows.map((row) => row.code)
}

/** For the reservation's concept call (POST /api/concepts): the patient has the concept from now on. */
export function addPatientConcept(db: Db, personaId: string, code: string): void {
  db.prepare("INSERT OR IGNORE INTO patient_concepts (persona_id, code) VALUES (?, ?)").run(personaId, code)
}
