import { observer } from "mobx-react-lite"
import type { FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../routing/index.ts"
import type { Consent } from "../../../stores/Consent.ts"
import { useStores } from "../../StoreContext.tsx"
import "../contact/profile.css"

function Checkbox({
  id,
  label,
  checked,
  disabled,
  describedBy,
  required = false,
  onChange,
}: {
  id: string
  label: string
  required?: boolean
  checked: boolean
  disabled: boolean
  describedBy?: string
  onChange: (value: boolean) => void
}) {
  return (
    <div className="profile-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
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
 * privacy-policy box the first time; Save disabled until that box is ticked and after submit. A failed save
 * shows 'Something went wrong, please try again' with a retry. Shared by the consent page and my information.
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
  const policyHintId = `${idPrefix}-privacy-policy-hint`

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (await consent.save()) onSaved()
  }

  const failed = consent.state === "networkError" || consent.state === "unknownError"
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {failed && (
        <div className="notice" data-tone="danger" role="alert">
          <p>{t(consent.state === "networkError" ? "form.networkError" : "consent.failed")}</p>
          <button type="button" className="button" onClick={() => void submit()}>
            {t("form.retry")}
          </button>
        </div>
      )}
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
            id={`${idPrefix}-privacy-policy`}
            label={t("consent.privacyPolicyRead")}
            required
            checked={consent.privacyPolicyRead}
            disabled={consent.submitted}
            describedBy={consent.privacyPolicyMissing ? policyHintId : undefined}
            onChange={(value) => consent.setPrivacyPolicyRead(value)}
          />
          {consent.privacyPolicyMissing && (
            <p id={policyHintId} className="profile-field__hint">
              {t("consent.privacyPolicyRequired")}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="button" disabled={!consent.canSubmit}>
        {t(consent.state === "saving" ? "consent.saving" : "consent.submit")}
      </button>
    </form>
  )
})
