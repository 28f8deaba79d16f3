import { observer } from "mobx-react-lite"
import { useRef } from "react"
import { useTranslation } from "react-i18next"
import {
  PRESCRIPTION_QUESTIONS,
  medicineLabel,
  type RenewalMessageTexts,
} from "../../../domain/prescriptions.ts"
import type { Renewal } from "../store/Renewal.ts"
import { ErrorSummary, type SummaryItem } from "../../../kit/ui/form/ErrorSummary.tsx"
import { TextAreaField } from "../../../kit/ui/form/TextAreaField.tsx"
import { useGatedSubmit } from "../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import { RenewalPrescription } from "./RenewalPrescription.tsx"
import { renewalFieldId } from "./renewalFields.ts"
import { useNumberFormat } from "./useNumberFormat.ts"

/**
 * spec messaging §5: the renewal questions of each chosen prescription and the general one. Send stays reachable
 * while questions are unanswered (aria-disabled): a press sends nothing, marks them next to each field and lists
 * them under 'First fill all fields in the form', each linked to its field. A failed send keeps the answers.
 */
export const RenewalForm = observer(function RenewalForm({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation("prescriptions")
  const formatNumber = useNumberFormat()
  const failureRef = useRef<HTMLDivElement>(null)
  const texts: RenewalMessageTexts = {
    heading: t("renewal.messageHeading"),
    questions: Object.fromEntries(
      PRESCRIPTION_QUESTIONS.map((question) => [question, t(`renewal.questions.${question}`)]),
    ) as RenewalMessageTexts["questions"],
    yes: t("renewal.yes"),
    no: t("renewal.no"),
    otherMedicines: t("renewal.otherMedicines"),
  }
  const gate = useGatedSubmit({
    isOpen: renewal.isComplete,
    isBusy: renewal.isSending,
    submit: () => renewal.submit(texts, formatNumber),
    onSendFailed: () => requestAnimationFrame(() => failureRef.current?.focus()),
  })

  const nameOf = (prescriptionId: string) => {
    const prescription = renewal.chosen.find((candidate) => candidate.id === prescriptionId)
    return prescription ? medicineLabel(prescription) : ""
  }
  const summaryItems: SummaryItem[] = renewal.fields.submitAttempted
    ? renewal.unanswered.map(({ prescriptionId, question }) => ({
        id: renewalFieldId(prescriptionId, question),
        text:
          prescriptionId === undefined
            ? t("renewal.otherMedicines")
            : t("renewal.summaryItem", {
                where: nameOf(prescriptionId),
                question: t(`renewal.questions.${question as Exclude<typeof question, "otherMedicines">}`),
              }),
      }))
    : []
  const otherMissing =
    renewal.fields.submitAttempted && renewal.unanswered.some(({ question }) => question === "otherMedicines")

  return (
    <div className="page renewal">
      <h1>{t("renewal.title")}</h1>
      <p>{t("renewal.intro")}</p>
      <p>{t("renewal.requiredNote")}</p>
      <form className="renewal__form" onSubmit={gate.onSubmit} noValidate>
        <ErrorSummary
          ref={gate.summaryRef}
          id="renewal-summary"
          title={t("renewal.summaryTitle")}
          items={summaryItems}
        />
        {renewal.chosen.map((prescription, index) => {
          const answers = renewal.answersOf(prescription.id)
          return answers ? (
            <RenewalPrescription
              key={prescription.id}
              index={index}
              prescription={prescription}
              answers={answers}
              showErrors={renewal.fields.submitAttempted}
            />
          ) : null
        })}
        <section className="renewal__general" aria-labelledby="renewal-general-heading">
          <h2 id="renewal-general-heading">{t("renewal.otherMedicinesHeading")}</h2>
          <TextAreaField
            id={renewalFieldId(undefined, "otherMedicines")}
            label={t("renewal.otherMedicines")}
            hint={t("renewal.otherMedicinesHint")}
            value={renewal.otherMedicines}
            error={otherMissing ? t("renewal.answerRequired") : undefined}
            onChange={renewal.setOtherMedicines}
          />
        </section>
        {renewal.sendState === "failed" && (
          <div ref={failureRef} tabIndex={-1} className="notice" data-tone="danger" role="alert">
            <p>
              <strong>{t("renewal.failed")}</strong>
            </p>
            <p>{renewal.sendLimit ? t("renewal.sendLimit") : t("renewal.failedAdvice")}</p>
          </div>
        )}
        <p role="status" className="renewal__sending">
          {renewal.isSending ? t("renewal.sending") : ""}
        </p>
        <div>
          <button {...gate.buttonProps} className="button">
            {t("renewal.send")}
          </button>
          <GateHint {...gate.hint} />
        </div>
      </form>
    </div>
  )
})
