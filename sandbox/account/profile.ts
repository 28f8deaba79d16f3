// The profile (getUserProfile) and the shapes the account calls answer with.
import type { components } from "../../generated/openapi.ts"
import type { Db } from "../db/database.ts"
import type { Environment } from "../environments.ts"
import { isCreditWorthy } from "../payments/invoices.ts"
import { guardiansOf } from "./guardians.ts"
import { allowedConceptsOf, findPatient, maskSsn, type PatientRecord } from "./patients.ts"
import { mfaStatusOf } from "./mfa.ts"
import type { LoggedIn } from "./requirePersona.ts"
import { toIsoDate } from "../../src/domain/dates.ts"

type Schemas = components["schemas"]

export function patientOf(record: PatientRecord, ssn: string): Schemas["Patient"] {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    ssn,
    email: record.email,
    phoneNumber: record.phone,
    language: record.language,
    postalAddress:
      record.street !== null && record.postalCode !== null && record.postOffice !== null
        ? { street: record.street, postalCode: record.postalCode, postOffice: record.postOffice }
        : null,
    patientDataConsentFormUpdated: record.consentUpdatedAt,
    patientDataConsent: record.consent,
  }
}

export function contactInfoOf(record: PatientRecord): Schemas["ContactInfo"] {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    emailAddress: record.email,
    phoneNumber: record.phone,
    language: record.language,
    streetAddress: record.street,
    zipCode: record.postalCode,
    postOffice: record.postOffice,
  }
}

/**
 * missing before the first save; invalid when the saved consent lacks a choice this brand asks for (the consent
 * to view occupational data, saved in the children's brand and read in the adult one).
 */
export function consentStatusOf(record: PatientRecord | undefined, brand: LoggedIn["brand"]) {
  if (!record?.isRegistered || record.consent === null) return "missing" as const
  if (brand === "adult" && record.consent.allowsViewingOccupationalInformation === undefined)
    return "invalid" as const
  return "ok" as const
}

export function userProfileOf(
  db: Db,
  loggedIn: LoggedIn,
  environment: Environment,
  now: Date,
): Schemas["UserProfile"] {
  const { subject, persona, session, brand } = loggedIn
  const record = findPatient(db, subject.id)
  const registered = record?.isRegistered === true
  const ownRecord = findPatient(db, persona.id)
  return {
    person: {
      firstName: record?.firstName ?? subject.firstName,
      lastName: record?.lastName ?? subject.lastName,
      maskedSsn: maskSsn(subject.ssn),
    },
    actingGuardian: session.actingForPersonaId
      ? { firstName: persona.firstName, lastName: persona.lastName, ssn: persona.ssn }
      : null,
    isRegistered: registered,
    patient: registered && record ? patientOf(record, subject.ssn) : null,
    contactInfo: registered && record ? contactInfoOf(record) : null,
    guardians: brand === "children" ? guardiansOf(db, subject.id) : [],
    patientDataConsentStatus: consentStatusOf(record, brand),
    // SMS login belongs to whoever logs in, also when a guardian acts for a child.
    mfaStatus: mfaStatusOf(db, persona.id, environment, ownRecord?.phone ?? persona.phone, now),
    hasKelaCard: record?.kelaFrontKey != null && record.kelaBackKey != null,
    isCreditWorthy: isCreditWorthy(db, subject.id, toIsoDate(now)),
    allowedConcepts: allowedConceptsOf(db, subject.id),
  }
}
