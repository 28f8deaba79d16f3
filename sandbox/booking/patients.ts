// Who a reservation is for. Personas come from sandbox/personas.ts; anyone else who reserves anonymously with a
// valid identity code becomes a patient of the booking area (spec booking §4: anonymous booking uses the patient
// by identity code).
import { ageInYears, ADULT_AGE, toIsoDate } from "../../src/domain/dates.ts"
import { birthDateOf } from "../../src/domain/ssn.ts"
import { consentStatusOf } from "../account/profile.ts"
import { findPatient } from "../account/patients.ts"
import type { Db } from "../db/database.ts"
import { isCreditWorthy } from "../payments/invoices.ts"
import { personaBySsn, type BrandId, type Persona } from "../personas.ts"

/**
 * The patient data consent as check-in and reservation need it: given, missing (or not valid in this brand), or
 * given on the patient's behalf while a minor by someone who is now an adult, which must be given again (the
 * spec's 'confidentiality form not filled as adult').
 */
export type ConsentStatus = "ok" | "missing" | "renewAsAdult"

export interface Patient {
  ssn: string
  firstName: string
  lastName: string
  persona: Persona | undefined
  isRegistered: boolean
  consent: ConsentStatus
  isCreditWorthy: boolean
}

// Registration and consent are the account area's (sandbox/account), credit-worthiness the invoices'.
export function personaPatient(db: Db, persona: Persona, brand: BrandId, now: Date): Patient {
  const record = findPatient(db, persona.id)
  const birthDate = birthDateOf(persona.ssn)
  const consentedAt = record?.consentUpdatedAt
  const givenAsChild =
    birthDate !== undefined &&
    consentedAt !== null &&
    consentedAt !== undefined &&
    ageInYears(birthDate, consentedAt) < ADULT_AGE &&
    ageInYears(birthDate, now) >= ADULT_AGE
  const status = consentStatusOf(record, brand)
  return {
    ssn: persona.ssn,
    firstName: record?.firstName ?? persona.firstName,
    lastName: record?.lastName ?? persona.lastName,
    persona,
    isRegistered: record?.isRegistered ?? persona.isRegistered,
    consent: givenAsChild ? "renewAsAdult" : status === "ok" ? "ok" : "missing",
    isCreditWorthy: isCreditWorthy(db, persona.id, toIsoDate(now)),
  }
}

interface PatientRow {
  ssn: string
  first_name: string
  last_name: string
}

// A patient first met through the anonymous form has no web account and so no consent record; the sandbox asks
// none of them (they could not give one: the identity provider only knows the personas).
const walkIn = (row: PatientRow): Patient => ({
  ssn: row.ssn,
  firstName: row.first_name,
  lastName: row.last_name,
  persona: undefined,
  isRegistered: true,
  consent: "ok",
  isCreditWorthy: true,
})

export function patientBySsn(db: Db, ssn: string, brand: BrandId, now: Date): Patient | undefined {
  const persona = personaBySsn(ssn)
  if (persona) return personaPatient(db, persona, brand, now)
  const row = db.prepare("SELECT * FROM booking_patients WHERE ssn = ?").get(ssn) as PatientRow | undefined
  return row ? walkIn(row) : undefined
}

export function createPatient(
  db: Db,
  input: { ssn: string; firstName: string; lastName: string },
  now: Date,
): Patient {
  db.prepare("INSERT INTO booking_patients (ssn, first_name, last_name, created_at) VALUES (?, ?, ?, ?)").run(
    input.ssn,
    input.firstName,
    input.lastName,
    now.toISOString(),
  )
  return walkIn({ ssn: input.ssn, first_name: input.firstName, last_name: input.lastName })
}

const comparable = (name: string) => name.trim().toLocaleLowerCase("fi").normalize("NFC")

/** The form's name is the patient's, ignoring case and surrounding spaces. */
export function sameName(patient: Patient, firstName: string, lastName: string): boolean {
  return (
    comparable(patient.firstName) === comparable(firstName) &&
    comparable(patient.lastName) === comparable(lastName)
  )
}
