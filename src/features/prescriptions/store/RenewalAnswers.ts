import { getParent, hasParent, types, type IAnyStateTreeNode, type Instance } from "mobx-state-tree"
import type {
  PrescriptionQuestion,
  PrescriptionRenewalAnswers,
  YesNo,
} from "../../../domain/prescriptions.ts"

/** Keeps the renewal's answers in the tab's drafts after each change (the renewal form holding these answers). */
function saveDraftOf(node: IAnyStateTreeNode): void {
  let current = node
  while (hasParent(current)) {
    current = getParent(current)
    if ("saveDraft" in current && typeof current.saveDraft === "function") return void current.saveDraft()
  }
}

const YesNoType = types.maybe(types.enumeration<YesNo>("YesNo", ["yes", "no"]))

/** The answers about one prescription (spec messaging §5): three questions, two of them with a follow-up. */
export const RenewalAnswersModel = types
  .model("RenewalAnswers", {
    prescriptionId: types.identifier,
    reason: "",
    runOut: YesNoType,
    remaining: "",
    sideEffects: YesNoType,
    sideEffectsDescription: "",
  })
  .views((self) => ({
    get answers(): PrescriptionRenewalAnswers {
      return {
        reason: self.reason,
        runOut: self.runOut,
        remaining: self.remaining,
        sideEffects: self.sideEffects,
        sideEffectsDescription: self.sideEffectsDescription,
      }
    },
  }))
  .actions((self) => ({
    setText(
      question: Extract<PrescriptionQuestion, "reason" | "remaining" | "sideEffectsDescription">,
      text: string,
    ) {
      self[question] = text
      saveDraftOf(self)
    },
    /** A follow-up's answer stays while its question is hidden, so changing one's mind back loses nothing. */
    setYesNo(question: Extract<PrescriptionQuestion, "runOut" | "sideEffects">, value: YesNo) {
      self[question] = value
      saveDraftOf(self)
    },
    /** The answers kept in a draft (after a reload or a session expiry). */
    restore(answers: PrescriptionRenewalAnswers) {
      self.reason = answers.reason
      self.runOut = answers.runOut
      self.remaining = answers.remaining
      self.sideEffects = answers.sideEffects
      self.sideEffectsDescription = answers.sideEffectsDescription
    },
  }))

export interface RenewalAnswers extends Instance<typeof RenewalAnswersModel> {}
