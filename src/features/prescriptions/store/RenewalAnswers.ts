import { types, type Instance } from "mobx-state-tree"
import type {
  PrescriptionQuestion,
  PrescriptionRenewalAnswers,
  YesNo,
} from "../../../domain/prescriptions.ts"

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
    },
    /** A follow-up's answer stays while its question is hidden, so changing one's mind back loses nothing. */
    setYesNo(question: Extract<PrescriptionQuestion, "runOut" | "sideEffects">, value: YesNo) {
      self[question] = value
    },
  }))

export interface RenewalAnswers extends Instance<typeof RenewalAnswersModel> {}
