// Insurance concept codes (spec booking §3 'Insurance'; messaging §4 'Reservation error handling').
import type { Feature } from "./features.ts"

// spec: the full company list; only IF, LAHITAPIOLA, OP and OTHER are offered
export const INSURANCE_COMPANIES = [
  "AKTIA",
  "FENNIA",
  "IF",
  "LAHITAPIOLA",
  "MANDATUM",
  "MELA",
  "OP",
  "OTHER",
  "POHJANTAHTI",
  "POP",
  "PROTECTOR",
  "PV",
  "SAASTOPANKKI",
  "TURVA",
  "VALTIOKONTTORI",
] as const
export type InsuranceCompany = (typeof INSURANCE_COMPANIES)[number]
export const OFFERED_INSURANCE_COMPANIES = [
  "IF",
  "LAHITAPIOLA",
  "OP",
  "OTHER",
] as const satisfies InsuranceCompany[]

export const REIMBURSEMENT_CHOICES = [
  "PAY_AND_REIMBURSE",
  "COMPANY_REIMBURSEMENT",
  "USE_REIMBURSEMENT",
] as const
export type ReimbursementChoice = (typeof REIMBURSEMENT_CHOICES)[number]

/**
 * The concept code a reservation needs, or undefined when none: IF 90157 (use reimbursement) or 758236 (company
 * reimbursement, pay and reimburse); OP 999503 (pay and reimburse, sent only when the OP verification found the
 * insurance); LähiTapiola 90021 (use reimbursement) only with the feature lahitapiola-insurance-flow.
 */
export function insuranceConceptCode(input: {
  company: InsuranceCompany
  reimbursement: ReimbursementChoice | undefined
  features: readonly Feature[]
  opInsuranceFound?: boolean
}): string | undefined {
  const { company, reimbursement } = input
  if (company === "IF") {
    if (reimbursement === "USE_REIMBURSEMENT") return "90157"
    if (reimbursement === "COMPANY_REIMBURSEMENT" || reimbursement === "PAY_AND_REIMBURSE") return "758236"
    return undefined
  }
  if (company === "OP") return input.opInsuranceFound ? "999503" : undefined
  if (company === "LAHITAPIOLA" && reimbursement === "USE_REIMBURSEMENT") {
    return input.features.includes("lahitapiola-insurance-flow") ? "90021" : undefined
  }
  return undefined
}

/** The direct-reimbursement-only check applies to the reimbursement-use concept (messaging §4). */
export const REIMBURSEMENT_USE_CONCEPT_CODES = ["90157", "90021"] as const

/** Before reserving, a needed concept is posted unless the patient already has it. */
export function conceptToPost(
  needed: string | undefined,
  allowedConcepts: readonly string[],
): string | undefined {
  return needed !== undefined && !allowedConcepts.includes(needed) ? needed : undefined
}
