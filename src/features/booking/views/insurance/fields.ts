import type { InsuranceField } from "../../store/insurance/InsuranceSelection.ts"

/** The element an error summary links to for a part of the insurance choice (its first control). */
export const insuranceFieldId = (field: InsuranceField) => `insurance-${field}`
export const insuranceErrorId = (field: InsuranceField) => `insurance-${field}-error`
