// Seeds every persona's records relative to the seed day. Ids are numbered in plan order, so the same day gives
// the same ids.
import type { Db, DbModule } from "../../db/database.ts"
import { atTime, dayOffset } from "../days.ts"
import { PRACTITIONERS } from "../practitioners.ts"
import { putRecord, RECORDS_DDL, type RecordKind, type StoredCertificate } from "../store.ts"
import { IMAGING_RESULT_PLAN, REFERRAL_PLAN, referralOf } from "./imaging.ts"
import { LAB_RESULT_PLAN, type TestSpec } from "./laboratory.ts"
import { PRESCRIPTION_PLAN } from "./prescriptions.ts"
import { VACCINATED_PERSONAS, vaccinationsOf } from "./vaccinations.ts"
import { VISIT_PLAN, visitOf, visitTime } from "./visits.ts"

const FIRST_ID: Record<RecordKind, number> = {
  visit: 48001,
  referral: 73001,
  labTest: 910001,
  imagingResult: 5001,
  prescription: 31001,
  certificate: 5501,
  vaccination: 20001,
}

type CertificateSpec = Omit<StoredCertificate, "issuedDate" | "sickLeaveStartDate" | "sickLeaveEndDate"> & {
  daysAgo: number
  days: number
}

const CERTIFICATE_PLAN: Record<string, readonly CertificateSpec[]> = {
  aino: [
    { type: "medicalCertificateA", daysAgo: 3, days: 5, practitionerName: PRACTITIONERS.laine.name },
    { type: "nurse", daysAgo: 200, days: 3, practitionerName: PRACTITIONERS.nieminen.name },
    { type: "medicalCertificateA", daysAgo: 530, days: 7, practitionerName: PRACTITIONERS.laine.name },
  ],
  jari: [
    { type: "medicalCertificateA", daysAgo: 18, days: 5, practitionerName: PRACTITIONERS.heikkinen.name },
  ],
  helena: [{ type: "nurse", daysAgo: 22, days: 2, practitionerName: PRACTITIONERS.nieminen.name }],
}
// spec: certificates created since 1.1.2022 are available; this one, older, must never be listed.
const OLD_CERTIFICATE = { personaId: "aino", issuedDate: "2021-11-15", days: 3 }

// The employers' contracts: Jari's includes the influenza vaccination, Sanna's does not.
// toivo: the fault matrix's (tests/e2e/support/faultMatrixAccount.ts)
const OCCUPATIONAL_VACCINATION_ALLOWED: Record<string, boolean> = { jari: true, sanna: false, toivo: true }

function seedRecords(db: Db, today: string): void {
  const next = { ...FIRST_ID }
  const id = (kind: RecordKind) => String(next[kind]++)
  const each = <T>(plan: Record<string, readonly T[]>, seed: (personaId: string, item: T) => void) => {
    for (const [personaId, items] of Object.entries(plan)) for (const item of items) seed(personaId, item)
  }

  each(VISIT_PLAN, (personaId, [key, daysAgo]) => {
    const day = dayOffset(today, -daysAgo)
    putRecord(db, "visit", {
      id: id("visit"),
      personaId,
      day,
      body: visitOf(key, atTime(day, visitTime(key))),
    })
  })
  each(REFERRAL_PLAN, (personaId, spec) => {
    const day = dayOffset(today, -spec.createdDaysAgo)
    const body = referralOf(spec, day, dayOffset(today, spec.validForDays))
    putRecord(db, "referral", { id: id("referral"), personaId, day, body })
  })
  each(LAB_RESULT_PLAN, (personaId, [daysAgo, tests]) => {
    const day = dayOffset(today, -daysAgo)
    for (const spec of tests) {
      const test = withIds(spec, () => id("labTest"))
      putRecord(db, "labTest", { id: test.id, personaId, day, body: { date: day, test } })
    }
  })
  each(IMAGING_RESULT_PLAN, (personaId, [daysAgo, results]) => {
    const day = dayOffset(today, -daysAgo)
    for (const result of results) {
      const body = { ...result, imagingDate: day, temporaryError: result.temporaryError === true }
      putRecord(db, "imagingResult", { id: id("imagingResult"), personaId, day, body })
    }
  })
  each(PRESCRIPTION_PLAN, (personaId, { issuedDaysAgo, ...prescription }) => {
    const day = dayOffset(today, -issuedDaysAgo)
    putRecord(db, "prescription", {
      id: id("prescription"),
      personaId,
      day,
      body: { ...prescription, issuedDate: day },
    })
  })
  each(CERTIFICATE_PLAN, (personaId, { daysAgo, days, ...certificate }) => {
    const day = dayOffset(today, -daysAgo)
    const body = {
      ...certificate,
      issuedDate: day,
      sickLeaveStartDate: day,
      sickLeaveEndDate: dayOffset(day, days - 1),
    }
    putRecord(db, "certificate", { id: id("certificate"), personaId, day, body })
  })
  const old = OLD_CERTIFICATE
  putRecord(db, "certificate", {
    id: id("certificate"),
    personaId: old.personaId,
    day: old.issuedDate,
    body: {
      type: "nurse",
      issuedDate: old.issuedDate,
      sickLeaveStartDate: old.issuedDate,
      sickLeaveEndDate: dayOffset(old.issuedDate, old.days - 1),
      practitionerName: PRACTITIONERS.nieminen.name,
    },
  })
  for (const personaId of VACCINATED_PERSONAS) {
    for (const body of vaccinationsOf(personaId, today)) {
      putRecord(db, "vaccination", { id: id("vaccination"), personaId, day: body.date, body })
    }
  }
  const allowed = db.prepare("INSERT INTO occupational_vaccination (persona_id, allowed) VALUES (?, ?)")
  for (const [personaId, isAllowed] of Object.entries(OCCUPATIONAL_VACCINATION_ALLOWED))
    allowed.run(personaId, isAllowed ? 1 : 0)
}

function withIds(spec: TestSpec, nextId: () => string) {
  if (spec.type === "single") return { ...spec, id: nextId() }
  return { ...spec, id: nextId(), items: spec.items.map((item) => ({ ...item, id: nextId() })) }
}

export const recordsModule: DbModule = {
  name: "records",
  ddl: [
    ...RECORDS_DDL,
    `CREATE TABLE IF NOT EXISTS occupational_vaccination (
      persona_id TEXT PRIMARY KEY,
      allowed INTEGER NOT NULL,
      chosen_at TEXT
    )`,
  ],
  seed: seedRecords,
}
