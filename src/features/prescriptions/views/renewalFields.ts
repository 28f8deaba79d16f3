import type { PrescriptionQuestion } from "../../../domain/prescriptions.ts"

/** The id of a renewal question's field: the error summary's links land there. */
export function renewalFieldId(
  prescriptionId: string | undefined,
  question: PrescriptionQuestion | "otherMedicines",
) {
  return prescriptionId === undefined ? `renewal-${question}` : `renewal-${prescriptionId}-${question}`
}
