import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { termsLanguageFor } from "../../../../platform/brand/config.ts"
import { SSN_MAX_LENGTH, USER_EMAIL_MAX_LENGTH, USER_PHONE_MAX_LENGTH } from "../../../../domain/contact.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { RESERVATION_FIELDS, type ReservationField } from "../../store/Reservation.ts"
import { isFormError } from "../../store/reservationErrors.ts"
import { useClosedDevice } from "../../../../kit/ui/closedDevice.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { CheckboxField } from "../../../../kit/ui/form/CheckboxField.tsx"
import { TextField } from "../../../../kit/ui/form/TextField.tsx"
import { errorId, fieldId } from "./FormParts.tsx"
import { useLoginPath } from "./LoginPrompt.tsx"

type TextFieldName = "firstName" | "lastName" | "ssn" | "phone" | "email"

/**
 * spec §5: the anonymous reservation form. The submit gate is the store's canSubmit (terms, binding when needed,
 * valid phone and email, not reserving); a press while it is closed sends nothing and lists what is missing.
 */
export const AnonymousReservationForm = observer(function AnonymousReservationForm() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { reservation } = useBookingArea()
  const loginPath = useLoginPath()
  const closedDevice = useClosedDevice()
  const brand = useBrand()
  const errors = reservation.visibleErrors
  const message = (field: ReservationField) => {
    const key = errors[field]
    return key ? t(`reservation.errors.${key}`) : undefined
  }
  const label = (field: ReservationField) => t(`reservation.fields.${field}`)
  const text = (field: TextFieldName) => ({
    id: fieldId(field),
    label: label(field),
    error: message(field),
    value: reservation[field],
    onChange: (value: string) => reservation.setField(field, value),
    onBlur: () => reservation.blur(field),
    // a closed device types with a keyboard of its own: the system's stays down
    inputMode: closedDevice ? ("none" as const) : undefined,
  })

  const gate = useGatedSubmit({
    isOpen: reservation.canSubmit,
    isBusy: reservation.state === "reserving",
    submit: () => reservation.reserve(),
  })

  // a text field reads 'Label: message'; a checkbox's message says what to tick
  const summaryItems = reservation.fields.submitAttempted
    ? RESERVATION_FIELDS.flatMap((field) => {
        const text = message(field)
        if (!text) return []
        const checkbox = field === "terms" || field === "binding"
        return [{ id: fieldId(field), text: checkbox ? text : `${label(field)}: ${text}` }]
      })
    : []
  const general = isFormError(reservation.state) ? (
    <div role="alert">
      <h2>{t("reservation.summary.failed")}</h2>
      <p>{t(`reservation.errors.${reservation.state}`)}</p>
    </div>
  ) : undefined
  return (
    <section className="reservation__form" aria-labelledby="reservation-form-heading">
      <h2 id="reservation-form-heading">{t("reservation.form.title")}</h2>
      <ErrorSummary
        ref={gate.summaryRef}
        id="reservation-summary"
        title={t("reservation.summary.title")}
        items={summaryItems}
        general={general}
      />
      {reservation.state === "noPatient" && (
        <div className="notice" data-tone="warning" role="alert">
          <p>{t("reservation.errors.noPatient")}</p>
          <Link className="button" to={loginPath}>
            {t("reservation.registerAsCustomer")}
          </Link>
        </div>
      )}
      <p>{t("reservation.form.requiredNote")}</p>
      <form noValidate onSubmit={gate.onSubmit}>
        <TextField {...text("firstName")} maxLength={50} autoComplete="given-name" />
        <TextField {...text("lastName")} maxLength={50} autoComplete="family-name" />
        <TextField {...text("ssn")} maxLength={SSN_MAX_LENGTH} hint={t("reservation.hints.ssn")} />
        <TextField
          {...text("phone")}
          type="tel"
          maxLength={USER_PHONE_MAX_LENGTH + 5}
          autoComplete="tel"
          hint={t("reservation.hints.phone")}
        />
        <TextField {...text("email")} type="email" maxLength={USER_EMAIL_MAX_LENGTH} autoComplete="email" />
        {reservation.contactWarning && (
          <p className="notice" data-tone="warning">
            {t("reservation.form.contactWarning")}
          </p>
        )}
        <p>
          {closedDevice ? (
            t("reservation.form.termsWhere")
          ) : (
            <Link
              to={buildPath("eula", termsLanguageFor(brand, session.lang))}
              target="_blank"
              rel="noopener"
            >
              {t("reservation.form.termsLink")}
            </Link>
          )}
        </p>
        <div id={fieldId("terms")} className="field">
          <CheckboxField
            isSelected={reservation.termsAccepted}
            onChange={(value) => reservation.setTermsAccepted(value)}
            onBlur={() => reservation.blur("terms")}
            isInvalid={errors.terms !== undefined}
            aria-describedby={errors.terms ? errorId("terms") : undefined}
          >
            {t("reservation.fields.terms")}
          </CheckboxField>
          {errors.terms && (
            <p id={errorId("terms")} className="field__error">
              {message("terms")}
            </p>
          )}
        </div>
        {reservation.bindingRequired && (
          <div id={fieldId("binding")} className="field">
            <CheckboxField
              isSelected={reservation.bindingAccepted}
              onChange={(value) => reservation.setBindingAccepted(value)}
              onBlur={() => reservation.blur("binding")}
              isInvalid={errors.binding !== undefined}
              aria-describedby={errors.binding ? errorId("binding") : undefined}
            >
              {t("reservation.fields.binding", { count: reservation.brand.bindingReservationHours })}
            </CheckboxField>
            {errors.binding && (
              <p id={errorId("binding")} className="field__error">
                {message("binding")}
              </p>
            )}
          </div>
        )}
        <button className="button" {...gate.buttonProps}>
          {t(reservation.state === "reserving" ? "reservation.form.reserving" : "reservation.form.submit")}
        </button>
        <GateHint {...gate.hint} />
      </form>
    </section>
  )
})
