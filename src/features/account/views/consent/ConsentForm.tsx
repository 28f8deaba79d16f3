import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { Consent } from "../../store/Consent.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { SaveFailure } from "../../../../kit/ui/form/SaveFailure.tsx"
import "../../../../kit/ui/form/field.css"
import "../contact/profile.css"

function Checkbox({
  id,
  label,
  checked,
  disabled,
  describedBy,
  required = false,
  invalid = false,
  onChange,
}: {
  id: string
  label: string
  required?: boolean
  invalid?: boolean
  checked: boolean
  disabled: boolean
  describedBy?: string
  onChange: (value: boolean) => void
}) {
  return (
    <div className="profile-checkbox" data-invalid={invalid || undefined}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        required={required}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {" "}
            <span aria-hidden="true">*</span>
          </>
        )}
      </label>
    </div>
  )
}

/**
 * spec booking §3, §4 Consent form: the five choices (the occupational one in the adult brand only), the
 * privacy-policy box the first time; Save unavailable until that box is ticked and after submit (a press sends
 * nothing and lists the box in the summary). A failed save shows 'Something went wrong, please try again' with
 * a retry. Shared by the consent page and my information.
 */
export const ConsentForm = observer(function ConsentForm({
  consent,
  onSaved,
  idPrefix = "consent",
}: {
  consent: Consent
  onSaved: () => void
  idPrefix?: string
}) {
  const { t } = useTranslation("profile")
  const { session } = useStores()
  const policyId = `${idPrefix}-privacy-policy`
  const policyHintId = `${policyId}-hint`
  const gate = useGatedSubmit({
    isOpen: consent.canSubmit,
    isBusy: consent.state === "saving",
    submit: async () => {
      const saved = await consent.save()
      if (saved) onSaved()
      return saved
    },
  })

  const failed = consent.state === "networkError" || consent.state === "unknownError"
  return (
    <form noValidate onSubmit={gate.onSubmit}>
      <ErrorSummary
        ref={gate.summaryRef}
        id={`${idPrefix}-summary`}
        title={t("form.summaryTitle")}
        items={consent.privacyPolicyError ? [{ id: policyId, text: t("consent.privacyPolicyRequired") }] : []}
        general={
          failed ? (
            <SaveFailure
              message={t(consent.state === "networkError" ? "form.networkError" : "consent.failed")}
              onRetry={() => gate.onSubmit()}
            />
          ) : undefined
        }
      />
      <fieldset className="profile-fieldset">
        <legend>{t("consent.legend")}</legend>
        {consent.choices.map((choice) => (
          <Checkbox
            key={choice}
            id={`${idPrefix}-${choice}`}
            label={t(`consent.choices.${choice}`)}
            checked={consent[choice]}
            disabled={consent.submitted}
            onChange={(value) => consent.setChoice(choice, value)}
          />
        ))}
      </fieldset>
      {consent.isFirstTime && (
        <div className="profile-fieldset">
          <p>
            <Link to={buildPath("eula", session.lang)} target="_blank" rel="noopener">
              {t("consent.privacyPolicyLink")}
            </Link>
          </p>
          <Checkbox
            id={policyId}
            label={t("consent.privacyPolicyRead")}
            required
            invalid={consent.privacyPolicyError}
            checked={consent.privacyPolicyRead}
            disabled={consent.submitted}
            describedBy={consent.privacyPolicyMissing ? policyHintId : undefined}
            onChange={(value) => consent.setPrivacyPolicyRead(value)}
          />
          {consent.privacyPolicyMissing && (
            <p id={policyHintId} className={consent.privacyPolicyError ? "field__error" : "field__hint"}>
              {t("consent.privacyPolicyRequired")}
            </p>
          )}
        </div>
      )}
      <button className="button" {...gate.buttonProps}>
        {t(consent.state === "saving" ? "consent.saving" : "consent.submit")}
      </button>
      <GateHint {...gate.hint} />
    </form>
  )
})
