import type { PrescriptionRenewalAnswers, YesNo } from "../../../domain/prescriptions.ts"

// A renewal request's unsent answers, kept in the tab's drafts (StoreEnv.drafts, as message drafts are) under the
// customer's messaging user id (not personal data) and the route's prescription ids, as messaging keys its drafts:
// one customer's answers never show to another who logs in on the same tab. The chosen prescriptions are the URL's.

/** What a renewal draft holds: the general answer and each prescription's answers by its id. */
export interface RenewalDraft {
  readonly otherMedicines: string
  readonly prescriptions: Readonly<Record<string, PrescriptionRenewalAnswers>>
}

/** The draft's key; undefined until the customer's messaging user id is known. */
export function renewalDraftKey(
  userId: string | null | undefined,
  ids: readonly string[],
): string | undefined {
  return userId ? `prescriptions.${userId}.renewal.${ids.join(",")}` : undefined
}

/** Nothing typed or chosen: no draft to keep. */
export function isRenewalDraftEmpty(draft: RenewalDraft): boolean {
  return (
    draft.otherMedicines === "" &&
    Object.values(draft.prescriptions).every(
      (answers) =>
        answers.reason === "" &&
        answers.runOut === undefined &&
        answers.remaining === "" &&
        answers.sideEffects === undefined &&
        answers.sideEffectsDescription === "",
    )
  )
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const yesNo = (value: unknown): YesNo | undefined => (value === "yes" || value === "no" ? value : undefined)
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A kept draft read back; anything else than a draft's shape (an older or broken text) is no draft. */
export function parseRenewalDraft(json: string | undefined): RenewalDraft | undefined {
  if (!json) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return undefined
  }
  if (!isObject(parsed) || !isObject(parsed.prescriptions)) return undefined
  const prescriptions: Record<string, PrescriptionRenewalAnswers> = {}
  for (const [id, answers] of Object.entries(parsed.prescriptions)) {
    if (!isObject(answers)) continue
    prescriptions[id] = {
      reason: text(answers.reason),
      runOut: yesNo(answers.runOut),
      remaining: text(answers.remaining),
      sideEffects: yesNo(answers.sideEffects),
      sideEffectsDescription: text(answers.sideEffectsDescription),
    }
  }
  return { otherMedicines: text(parsed.otherMedicines), prescriptions }
}
