import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { Prescription } from "../store/area.ts"
import {
  isAsked,
  medicineLabel,
  prescriptionSubtitle,
  unansweredQuestions,
  type PrescriptionQuestion,
  type YesNo,
} from "../../../domain/prescriptions.ts"
import type { RenewalAnswers } from "../store/RenewalAnswers.ts"
import { ChoiceFieldset } from "../../../kit/ui/form/ChoiceFieldset.tsx"
import { TextAreaField } from "../../../kit/ui/form/TextAreaField.tsx"
import { renewalFieldId } from "./renewalFields.ts"
import { useNumberFormat } from "./useNumberFormat.ts"

type TextQuestion = Extract<PrescriptionQuestion, "reason" | "remaining" | "sideEffectsDescription">
type YesNoQuestion = Extract<PrescriptionQuestion, "runOut" | "sideEffects">

/**
 * spec messaging §5: one prescription's three questions: the reason; whether the medicine has run out (if not,
 * how much is left and when it runs out); whether it caused side effects (if so, what). A follow-up shows right
 * after the answer that asks for it. Unanswered questions are marked once a press of send has found them.
 */
export const RenewalPrescription = observer(function RenewalPrescription({
  index,
  prescription,
  answers,
  showErrors,
}: {
  index: number
  prescription: Prescription
  answers: RenewalAnswers
  showErrors: boolean
}) {
  const { t } = useTranslation("prescriptions")
  const formatNumber = useNumberFormat()
  const unanswered = showErrors ? unansweredQuestions(answers.answers) : []
  const errorOf = (question: PrescriptionQuestion) =>
    unanswered.includes(question) ? t("renewal.answerRequired") : undefined
  const headingId = `${renewalFieldId(prescription.id, "reason")}-heading`
  const subtitle = prescriptionSubtitle(prescription, formatNumber)

  const text = (question: TextQuestion) => (
    <TextAreaField
      id={renewalFieldId(prescription.id, question)}
      label={t(`renewal.questions.${question}`)}
      value={answers[question]}
      error={errorOf(question)}
      onChange={(value) => answers.setText(question, value)}
    />
  )
  const yesNo = (question: YesNoQuestion) => (
    <ChoiceFieldset
      id={renewalFieldId(prescription.id, question)}
      type="radio"
      layout="inline"
      required
      legend={t(`renewal.questions.${question}`)}
      options={[
        { value: "yes", label: t("renewal.yes") },
        { value: "no", label: t("renewal.no") },
      ]}
      selected={answers[question] ? [answers[question]] : []}
      error={errorOf(question)}
      onChange={(value) => answers.setYesNo(question, value as YesNo)}
    />
  )

  return (
    <section className="renewal__prescription" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {index + 1}. {medicineLabel(prescription)}
      </h2>
      {subtitle && <p className="prescription__subtitle">{subtitle}</p>}
      {text("reason")}
      {yesNo("runOut")}
      {isAsked("remaining", answers.answers) && text("remaining")}
      {yesNo("sideEffects")}
      {isAsked("sideEffectsDescription", answers.answers) && text("sideEffectsDescription")}
    </section>
  )
})
