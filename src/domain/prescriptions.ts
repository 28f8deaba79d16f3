// Prescriptions and their renewal (spec messaging-records-payments §3 'Prescription', §4 'Prescriptions and
// renewal', §5 'Prescription renewal', §9). Pure: the stores and views give the texts and number formatting.

/** The fields of a prescription the rules read (the contract's Prescription). */
export interface PrescriptionFacts {
  readonly id: string
  readonly medicineName: string
  readonly strength: string | null
  readonly isRenewable: boolean
  readonly medicineType: string | null
  readonly packageUnit: string | null
  readonly packageSize: number | null
  readonly packageCount: number | null
  readonly treatmentLength: number | null
  readonly treatmentLengthUnit: string | null
  readonly totalAmount: number | null
}

/** spec §3: the subtitle's parts are 'separated by a dot' */
export const SUBTITLE_SEPARATOR = " · "

/** spec §3: the package part reads 'count X size' */
export const PACKAGE_TIMES = " X "

export type NumberFormat = (value: number) => string

const plainNumber: NumberFormat = (value) => String(value)

/** A number with its unit, or the number alone when the unit is missing. */
function withUnit(value: number, unit: string | null, formatNumber: NumberFormat): string {
  const text = formatNumber(value)
  return unit && unit.trim() !== "" ? `${text} ${unit.trim()}` : text
}

/**
 * The parts of the subtitle (spec §3), in order: the type, 'count X size', the total amount with its unit and the
 * treatment length with its unit. A part whose value is missing is left out; a unit alone makes no part.
 */
export function prescriptionSubtitleParts(
  prescription: PrescriptionFacts,
  formatNumber: NumberFormat = plainNumber,
): string[] {
  const parts: string[] = []
  const type = prescription.medicineType?.trim()
  if (type) parts.push(type)
  const { packageCount, packageSize } = prescription
  if (packageCount !== null && packageSize !== null) {
    parts.push(`${formatNumber(packageCount)}${PACKAGE_TIMES}${formatNumber(packageSize)}`)
  }
  if (prescription.totalAmount !== null) {
    parts.push(withUnit(prescription.totalAmount, prescription.packageUnit, formatNumber))
  }
  if (prescription.treatmentLength !== null) {
    parts.push(withUnit(prescription.treatmentLength, prescription.treatmentLengthUnit, formatNumber))
  }
  return parts
}

/** spec §3: the subtitle joins its parts with a dot; empty when none is known. */
export function prescriptionSubtitle(
  prescription: PrescriptionFacts,
  formatNumber: NumberFormat = plainNumber,
): string {
  return prescriptionSubtitleParts(prescription, formatNumber).join(SUBTITLE_SEPARATOR)
}

/** The medicine's name with its strength, as the list and the renewal form name it. */
export function medicineLabel(prescription: Pick<PrescriptionFacts, "medicineName" | "strength">): string {
  const strength = prescription.strength?.trim()
  return strength ? `${prescription.medicineName} ${strength}` : prescription.medicineName
}

/**
 * spec §4: only renewable prescriptions can be ticked, and checkboxes appear only when renewal is enabled
 * (canRenewPrescriptions); a non-renewable one says 'Non-renewable prescription' instead.
 */
export function isSelectableForRenewal(
  prescription: Pick<PrescriptionFacts, "isRenewable">,
  canRenew: boolean,
) {
  return canRenew && prescription.isRenewable
}

/** The ids of the renewal route's `ids` parameter (digits, comma-separated), once each, in their order. */
export function parseRenewalIds(ids: string): string[] {
  return [...new Set(ids.split(",").filter((id) => /^[0-9]+$/.test(id)))]
}

/** The renewal route's `ids` parameter for the chosen prescriptions. */
export function renewalIdsParam(ids: readonly string[]): string {
  return ids.join(",")
}

/** spec §4: the renewal request is a new customer thread titled, in Finnish, as a prescription renewal request */
export const RENEWAL_THREAD_TITLE = "Reseptin uusimispyyntö"

/**
 * A thread is a renewal request when it has the title the renewal form gives it (staff read it in Finnish; the
 * portal shows it in the patient's language and lists these threads on the prescriptions page).
 */
export function isRenewalThreadTitle(title: string | null | undefined): boolean {
  return title?.trim() === RENEWAL_THREAD_TITLE
}

/** spec §9: 1-3 business days is the response time promised for messages and prescription renewals */
export const RESPONSE_TIME_BUSINESS_DAYS = { min: 1, max: 3 } as const

export type YesNo = "yes" | "no"

/** The answers about one prescription (spec §5: three questions, two with a follow-up). */
export interface PrescriptionRenewalAnswers {
  /** 1. The reason for the renewal (free text). */
  readonly reason: string
  /** 2. Has the medicine run out? */
  readonly runOut: YesNo | undefined
  /** 2, when not run out: how much is left and when it runs out. */
  readonly remaining: string
  /** 3. Has it caused side effects? */
  readonly sideEffects: YesNo | undefined
  /** 3, when it has: what side effects. */
  readonly sideEffectsDescription: string
}

export const EMPTY_PRESCRIPTION_ANSWERS: PrescriptionRenewalAnswers = {
  reason: "",
  runOut: undefined,
  remaining: "",
  sideEffects: undefined,
  sideEffectsDescription: "",
}

/** The questions of one prescription, in the order asked. */
export const PRESCRIPTION_QUESTIONS = [
  "reason",
  "runOut",
  "remaining",
  "sideEffects",
  "sideEffectsDescription",
] as const
export type PrescriptionQuestion = (typeof PRESCRIPTION_QUESTIONS)[number]

/** Whether a question is asked, given the answers so far: the follow-ups only after their answer (spec §5). */
export function isAsked(question: PrescriptionQuestion, answers: PrescriptionRenewalAnswers): boolean {
  if (question === "remaining") return answers.runOut === "no"
  if (question === "sideEffectsDescription") return answers.sideEffects === "yes"
  return true
}

function isAnswered(question: PrescriptionQuestion, answers: PrescriptionRenewalAnswers): boolean {
  const value = answers[question]
  return value !== undefined && value.trim() !== ""
}

/** spec §5: the questions asked of one prescription that have no answer yet (blank text counts as none). */
export function unansweredQuestions(answers: PrescriptionRenewalAnswers): PrescriptionQuestion[] {
  return PRESCRIPTION_QUESTIONS.filter(
    (question) => isAsked(question, answers) && !isAnswered(question, answers),
  )
}

/** The whole form: each chosen prescription's answers and the one general question about other medicines. */
export interface RenewalRequest {
  readonly prescriptions: readonly {
    readonly prescription: PrescriptionFacts
    readonly answers: PrescriptionRenewalAnswers
  }[]
  /** spec §5: the one general question, about other medicines in use. */
  readonly otherMedicines: string
}

/** spec §5: every general and per-prescription question must be answered before sending. */
export function isRenewalComplete(request: RenewalRequest): boolean {
  return (
    request.prescriptions.length > 0 &&
    request.otherMedicines.trim() !== "" &&
    request.prescriptions.every(({ answers }) => unansweredQuestions(answers).length === 0)
  )
}

/** The words of the composed message, in the patient's language (from the locales). */
export interface RenewalMessageTexts {
  readonly heading: string
  readonly questions: Readonly<Record<PrescriptionQuestion, string>>
  readonly yes: string
  readonly no: string
  readonly otherMedicines: string
}

/**
 * spec §4: the answers composed into one readable text message: a heading, then each prescription by name with
 * its subtitle and its questions and answers (the follow-ups only where asked), then the general question.
 */
export function composeRenewalMessage(
  request: RenewalRequest,
  texts: RenewalMessageTexts,
  formatNumber: NumberFormat = plainNumber,
): string {
  const answerText = (question: PrescriptionQuestion, answers: PrescriptionRenewalAnswers): string => {
    const value = answers[question]
    if (value === "yes") return texts.yes
    if (value === "no") return texts.no
    return (value ?? "").trim()
  }
  const blocks = request.prescriptions.map(({ prescription, answers }, index) => {
    const subtitle = prescriptionSubtitle(prescription, formatNumber)
    const name = `${index + 1}. ${medicineLabel(prescription)}${subtitle ? ` (${subtitle})` : ""}`
    const lines = PRESCRIPTION_QUESTIONS.filter((question) => isAsked(question, answers)).map(
      (question) => `${texts.questions[question]}\n${answerText(question, answers)}`,
    )
    return [name, ...lines].join("\n")
  })
  return [texts.heading, ...blocks, `${texts.otherMedicines}\n${request.otherMedicines.trim()}`].join("\n\n")
}
