import { observer } from "mobx-react-lite"
import { useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ARRIVAL_REASON_MAX_LENGTH, ARRIVAL_REASON_TOAST_MS } from "../../../domain/appointmentRules.ts"
import type { OwnAppointment } from "../store/OwnAppointment.ts"
import { ErrorSummary } from "../../../kit/ui/form/ErrorSummary.tsx"
import { GateHint } from "../../../kit/ui/form/GateHint.tsx"
import "../../../kit/ui/form/field.css"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"

/**
 * spec booking §4, §5: the arrival reason (preliminary information), at most 300 characters: over the limit
 * 'Character limit exceeded' shows by the field and in a summary, and save is unavailable (aria-disabled: a press
 * sends nothing and says what is missing, an empty field too); saving disables the input; the outcome is a 5 s
 * toast. What was typed stays either way.
 */
export const ArrivalReasonForm = observer(function ArrivalReasonForm({ own }: { own: OwnAppointment }) {
  const { t } = useTranslation("appointments")
  const toast = useToast()
  const { arrivalReason } = own
  const id = useId()
  const fieldId = `${id}-field`
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  const headingId = `${id}-heading`
  const gateHintId = `${id}-gate`
  const summaryRef = useRef<HTMLDivElement>(null)
  // an empty field's message shows only after a press of save; the length's shows as soon as it is over
  const [pressed, setPressed] = useState(false)
  const problem = arrivalReason.isTooLong
    ? "tooLong"
    : pressed && arrivalReason.text.trim() === ""
      ? "empty"
      : undefined
  // why save is unavailable, said before a press: the field's message once it shows, else the same words unseen
  const gateHint =
    arrivalReason.isSaving || arrivalReason.canSave || problem ? undefined : t("arrivalReason.empty")
  const gateDescription = problem ? errorId : gateHint ? gateHintId : undefined

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (arrivalReason.isSaving) return
    if (!arrivalReason.canSave) {
      setPressed(true)
      // after the summary has rendered
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    const saved = await arrivalReason.save(own.id)
    toast.show({
      tone: saved ? "success" : "error",
      text: t(saved ? "arrivalReason.saved" : "arrivalReason.failed"),
      durationMs: ARRIVAL_REASON_TOAST_MS,
      action: "arrivalReason.save",
    })
  }

  return (
    <section className="own-appointment__arrival-reason" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("arrivalReason.title")}</h3>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary
          ref={summaryRef}
          id={`${id}-summary`}
          headingLevel={4}
          alert
          items={
            problem
              ? [{ id: fieldId, text: `${t("arrivalReason.label")}: ${t(`arrivalReason.${problem}`)}` }]
              : []
          }
        />
        <div className="field own-appointment__field" data-invalid={problem ? true : undefined}>
          <label htmlFor={fieldId}>{t("arrivalReason.label")}</label>
          <p id={hintId} className="field__hint">
            {t("arrivalReason.hint", { max: ARRIVAL_REASON_MAX_LENGTH })}
          </p>
          <textarea
            id={fieldId}
            rows={4}
            value={arrivalReason.text}
            disabled={arrivalReason.isSaving}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[hintId, counterId, problem ? errorId : ""].filter(Boolean).join(" ")}
            onChange={(event) => arrivalReason.setText(event.target.value)}
          />
          <p id={counterId} className="field__hint">
            {t("arrivalReason.counter", { n: arrivalReason.length, max: ARRIVAL_REASON_MAX_LENGTH })}
          </p>
          {problem && (
            <p id={errorId} className="field__error">
              {t(`arrivalReason.${problem}`)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button"
          aria-disabled={!arrivalReason.canSave || undefined}
          aria-describedby={gateDescription}
        >
          {t(arrivalReason.isSaving ? "arrivalReason.saving" : "arrivalReason.save")}
        </button>
        <GateHint id={gateHintId} text={gateHint} />
      </form>
    </section>
  )
})
