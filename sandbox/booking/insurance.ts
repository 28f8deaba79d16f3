// The two insurers' answers for the personas, and the concept codes a patient may be given.
import { createHash } from "node:crypto"
import { toIsoDate } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Persona } from "../personas.ts"
import { text, type Schemas } from "./catalog/types.ts"

export function hasLahitapiolaPolicy(persona: Persona): boolean {
  return persona.insuranceCompany === "LAHITAPIOLA"
}

export function hasPohjolaInsurance(persona: Persona): boolean {
  return persona.insuranceCompany === "OP"
}

const PERMITS = [
  {
    key: "knee",
    symptom: text("Polvikipu", "Knäsmärta", "Knee pain"),
    bodyPart: text("Vasen polvi", "Vänster knä", "Left knee"),
    validDays: 45,
  },
  {
    key: "back",
    symptom: text("Selkäkipu", "Ryggsmärta", "Back pain"),
    bodyPart: text("Alaselkä", "Ländrygg", "Lower back"),
    validDays: 90,
  },
]

/** A LähiTapiola policyholder's valid direct-compensation permits; valid for some weeks from today. */
export function directCompensationPermits(
  persona: Persona,
  lang: Lang,
  now: Date = new Date(),
): Schemas["DirectCompensationPermit"][] {
  if (!hasLahitapiolaPolicy(persona)) return []
  return PERMITS.map((permit) => ({
    symptom: permit.symptom[lang],
    bodyPart: permit.bodyPart[lang],
    validTo: toIsoDate(new Date(now.getTime() + permit.validDays * 86_400_000)),
    contentHash: createHash("sha256").update(`${persona.id}:${permit.key}`).digest("hex").slice(0, 32),
  }))
}

export function isPermitOf(persona: Persona, contentHash: string): boolean {
  return directCompensationPermits(persona, "fi").some((permit) => permit.contentHash === contentHash)
}

// spec booking §3 and §9: the concept codes the booking pages send
export const CONCEPTS: Readonly<Record<string, { insurer?: "LAHITAPIOLA" | "OP"; kela65?: true }>> = {
  "90157": {}, // IF, use reimbursement
  "758236": {}, // IF, company reimbursement or pay and reimburse
  "999503": { insurer: "OP" },
  "90021": { insurer: "LAHITAPIOLA" },
  "663": { kela65: true },
}
