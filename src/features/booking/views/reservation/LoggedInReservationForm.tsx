import { observer } from "mobx-react-lite"
import { useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { FORM_ERRORS, isFormError } from "../../store/reservationErrors.ts"
import { useBookingArea } from "../useBookingArea.ts"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { CheckboxField } from "../../../../kit/ui/form/CheckboxField.tsx"
import "../../../../kit/ui/form/field.css"
import { ArrivalDescription } from "./ArrivalDescription.tsx"
import { BINDING_ID, BlockedSummary, errorIdOf, REFERRAL_ID } from "./ReservationBlocks.tsx"
import { ReservationContactSection } from "./ReservationContactSection.tsx"
import { ReservationInsurance } from "./ReservationInsurance.tsx"

/** Answers shown above the submit button; the form keeps what the patient entered (spec §8). */
const GENERAL_ERRORS = [
  ...FORM_ERRORS,
  // a logged-in patient has no form fields to correct these with, so they show here too
  "noPatient",
  "patientInfoConflict",
] as const
type GeneralError = (typeof GENERAL_ERRORS)[number]
const isGeneralError = (state: string): state is GeneralError =>
  (GENERAL_ERRORS as readonly string[]).includes(state)

/** A confirmation the booking needs (binding, referral): its message shows next to it while it is missing. */
function ConfirmationField({
  id,
  isSelected,
  onChange,
  missing,
  error,
  children,
}: {
  id: string
  isSelected: boolean
  onChange: (value: boolean) => void
  missing: boolean
  error: string
  children: ReactNode
}) {
  return (
    <div className="field" data-invalid={missing || undefined}>
      <CheckboxField
        id={id}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={missing}
        validationBehavior="aria"
        aria-describedby={missing ? errorIdOf(id) : undefined}
      >
        {children}
      </CheckboxField>
      {missing && (
        <p id={errorIdOf(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * spec booking §4, §5: the logged-in booking form: contact information, the arrival description, the insurance
 * choice for insurance visits, the binding and referral confirmations, and the booking gate (canSubmit). While
 * the gate is closed Reserve says so (aria-disabled, 'To reserve, please complete: …') but stays reachable: a
 * press shows each missing part's message next to it and in the summary, which takes focus.
 */
export const LoggedInReservationForm = observer(function LoggedInReservationForm({
  listPath,
}: {
  listPath: string
}) {
  const { t } = useTranslation("booking")
  const { loggedInReservation: reservation } = useBookingArea()
  const status = useRef<HTMLDivElement>(null)
  const gate = useGatedSubmit({
    isOpen: reservation.canSubmit,
    isBusy: reservation.state === "reserving",
    submit: () => reservation.reserve(),
    onSendFailed: () => status.current?.focus(),
  })

  const state = reservation.state
  const general = isGeneralError(state) ? state : undefined
  const attempted = reservation.fields.submitAttempted
  const bindingMissing = attempted && reservation.bindingRequired && !reservation.bindingAccepted
  const referralMissing = attempted && reservation.referralRequired && !reservation.referralConfirmed
  return (
    <>
      <ReservationContactSection />
      <section className="reservation__form" aria-labelledby="reservation-form-heading">
        <h2 id="reservation-form-heading">{t("loggedIn.form.title")}</h2>
        <BlockedSummary ref={gate.summaryRef} />
        <form noValidate onSubmit={gate.onSubmit}>
          <ArrivalDescription />
          {reservation.careType === "insurance" && <ReservationInsurance />}
          {reservation.bindingRequired && (
            <ConfirmationField
              id={BINDING_ID}
              isSelected={reservation.bindingAccepted}
              onChange={(value) => reservation.setBindingAccepted(value)}
              missing={bindingMissing}
              error={t("reservation.errors.bindingRequired")}
            >
              {t("reservation.fields.binding", { count: reservation.brand.bindingReservationHours })}
            </ConfirmationField>
          )}
          {reservation.referralRequired && (
            <ConfirmationField
              id={REFERRAL_ID}
              isSelected={reservation.referralConfirmed}
              onChange={(value) => reservation.setReferralConfirmed(value)}
              missing={referralMissing}
              error={t("loggedIn.blocked.referralRequired")}
            >
              {t("loggedIn.form.referral")}
            </ConfirmationField>
          )}
          <div ref={status} tabIndex={-1} className="reservation__status">
            {reservation.contact.isDirty && (
              <p className="notice" data-tone="warning" role="status">
                {t("loggedIn.form.saveContactFirst")}
              </p>
            )}
            {general && (
              <div className="notice" data-tone="danger" role="alert">
                {/* one text per error: the anonymous form's, but for the logged-in booking's own cases */}
                <p>
                  {isFormError(general)
                    ? t(`reservation.errors.${general}`)
                    : t(`loggedIn.errors.${general}`)}
                </p>
              </div>
            )}
            {state === "appointmentNotAvailable" && (
              <div className="notice" data-tone="danger" role="alert">
                <p>{t("reservation.errors.appointmentNotAvailable")}</p>
                <p>
                  <Link to={listPath}>{t("reservation.chooseAnother")}</Link>
                </p>
              </div>
            )}
          </div>
          {reservation.missingRequirements.length > 0 && (
            <p id="reservation-gate" className="field__hint">
              {t("loggedIn.gate.title")}{" "}
              {reservation.missingRequirements.map((item) => t(`loggedIn.gate.${item}`)).join(", ")}
            </p>
          )}
          <button
            className="button"
            {...gate.buttonProps}
            aria-describedby={reservation.missingRequirements.length > 0 ? "reservation-gate" : undefined}
          >
            {t(state === "reserving" ? "reservation.form.reserving" : "reservation.form.submit")}
          </button>
          <GateHint {...gate.hint} />
        </form>
      </section>
    </>
  )
})
