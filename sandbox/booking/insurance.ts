// The two insurers' answers for the personas, the permits LähiTapiola has granted, and the concept codes a patient
// may be given. Policies come with the personas (ville and veera: LähiTapiola; liisa: OP); ville has two permits
// from the start, and the sandbox insurer's page (insurer.ts) grants more, which this module's table keeps.
import { createHash } from "node:crypto"
import { toIsoDate } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Db, DbModule } from "../db/database.ts"
import type { Persona } from "../personas.ts"
import { text, type LocalizedText, type Schemas } from "./catalog/types.ts"

export function hasLahitapiolaPolicy(persona: Persona): boolean {
  return persona.insuranceCompany === "LAHITAPIOLA"
}

export function hasPohjolaInsurance(persona: Persona): boolean {
  return persona.insuranceCompany === "OP"
}

interface PermitKind {
  symptom: LocalizedText
  bodyPart: LocalizedText
  validDays: number
}

const PERMIT_KINDS = {
  knee: {
    symptom: text("Polvikipu", "Knäsmärta", "Knee pain"),
    bodyPart: text("Vasen polvi", "Vänster knä", "Left knee"),
    validDays: 45,
  },
  back: {
    symptom: text("Selkäkipu", "Ryggsmärta", "Back pain"),
    bodyPart: text("Alaselkä", "Ländrygg", "Lower back"),
    validDays: 90,
  },
  ankle: {
    symptom: text("Nilkan nyrjähdys", "Stukad fotled", "Sprained ankle"),
    bodyPart: text("Oikea nilkka", "Höger fotled", "Right ankle"),
    validDays: 60,
  },
} as const satisfies Record<string, PermitKind>
type PermitKey = keyof typeof PERMIT_KINDS

// The permits a persona has from the start
const INITIAL_PERMITS: Readonly<Record<string, readonly PermitKey[]>> = { ville: ["knee", "back"] }
// What the insurer's page grants: one new permit
export const GRANTED_PERMIT: PermitKey = "ankle"

export const insuranceModule: DbModule = {
  name: "insurance",
  ddl: [
    `CREATE TABLE IF NOT EXISTS insurance_permits (
      persona_id TEXT NOT NULL,
      permit_key TEXT NOT NULL,
      granted_on TEXT NOT NULL,
      PRIMARY KEY (persona_id, permit_key)
    )`,
  ],
}

/** LähiTapiola grants a permit (the sandbox insurer's page); a second grant of the same kind renews it. */
export function grantPermit(db: Db, persona: Persona, now: Date): void {
  db.prepare(
    `INSERT INTO insurance_permits (persona_id, permit_key, granted_on) VALUES (?, ?, ?)
     ON CONFLICT (persona_id, permit_key) DO UPDATE SET granted_on = excluded.granted_on`,
  ).run(persona.id, GRANTED_PERMIT, toIsoDate(now))
}

function permitsOf(db: Db, persona: Persona, now: Date): { key: PermitKey; from: Date }[] {
  const granted = db
    .prepare("SELECT permit_key, granted_on FROM insurance_permits WHERE persona_id = ? ORDER BY permit_key")
    .all(persona.id) as { permit_key: PermitKey; granted_on: string }[]
  return [
    ...(INITIAL_PERMITS[persona.id] ?? []).map((key) => ({ key, from: now })),
    ...granted
      .filter((row) => row.permit_key in PERMIT_KINDS)
      .map((row) => ({ key: row.permit_key, from: new Date(`${row.granted_on}T12:00:00Z`) })),
  ]
}

/** A LähiTapiola policyholder's valid direct-compensation permits; valid for some weeks from their start. */
export function directCompensationPermits(
  db: Db,
  persona: Persona,
  lang: Lang,
  now: Date,
): Schemas["DirectCompensationPermit"][] {
  if (!hasLahitapiolaPolicy(persona)) return []
  return permitsOf(db, persona, now).map(({ key, from }) => {
    const kind: PermitKind = PERMIT_KINDS[key]
    return {
      symptom: kind.symptom[lang],
      bodyPart: kind.bodyPart[lang],
      validTo: toIsoDate(new Date(from.getTime() + kind.validDays * 86_400_000)),
      contentHash: createHash("sha256").update(`${persona.id}:${key}`).digest("hex").slice(0, 32),
    }
  })
}

export function isPermitOf(db: Db, persona: Persona, contentHash: string, now: Date): boolean {
  return directCompensationPermits(db, persona, "fi", now).some(
    (permit) => permit.contentHash === contentHash,
  )
}

// spec booking §3 and §9: the concept codes the booking pages send
export const CONCEPTS: Readonly<Record<string, { insurer?: "LAHITAPIOLA" | "OP"; kela65?: true }>> = {
  "90157": {}, // IF, use reimbursement
  "758236": {}, // IF, company reimbursement or pay and reimburse
  "999503": { insurer: "OP" },
  "90021": { insurer: "LAHITAPIOLA" },
  "663": { kela65: true },
}
