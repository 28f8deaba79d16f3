import { observer } from "mobx-react-lite"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { SMS_LOGIN_PHONE_MAX_LENGTH } from "../../../../domain/mfa.ts"
import type { SmsOnboarding } from "../../store/SmsOnboarding.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { TextField } from "../../../../kit/ui/form/TextField.tsx"
import "./smsSteps.css"

const PHONE_ID = "sms-onboarding-phone"
const GATE_HINT_ID = "sms-onboarding-gate"

/**
 * spec messaging §5 'SMS-login phone number': the number (prefilled from the record), and confirm, unavailable while
 * the number is not an optional + and at least 6 digits and while the request runs (a press says what is wrong);
 * Enter submits.
 */
export const PhoneStep = observer(function PhoneStep({ onboarding }: { onboarding: SmsOnboarding }) {
  const { t } = useTranslation("smsLogin")
  const { t: tCommon } = useTranslation()
  const [explain, setExplain] = useState(false)
  const busy = onboarding.step === "requesting-code"
  const error = explain && !onboarding.isPhoneValid ? t("onboarding.phoneUnavailable") : undefined
  const failure = onboarding.failure
  // why the closed button is closed, before a press; after one the field's own message says it
  const gateHint = busy
    ? tCommon("gate.busy")
    : !onboarding.isPhoneValid && !error
      ? t("onboarding.phoneUnavailable")
      : undefined
  return (
    <form
      className="sms-onboarding__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        if (!onboarding.isPhoneValid) {
          setExplain(true)
          document.getElementById(PHONE_ID)?.focus()
          return
        }
        void onboarding.requestCode()
      }}
    >
      <p>{t("onboarding.intro")}</p>
      <TextField
        id={PHONE_ID}
        label={t("onboarding.phoneLabel")}
        hint={t("onboarding.phoneHint")}
        error={error}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={SMS_LOGIN_PHONE_MAX_LENGTH + 10}
        value={onboarding.phoneNumber}
        onChange={(value) => onboarding.setPhoneNumber(value)}
      />
      <div role="alert">
        {failure && (
          <p className="notice" data-tone="danger">
            {t(failure === "network" ? "onboarding.networkError" : "onboarding.failure")}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          className="button"
          aria-disabled={!onboarding.canRequestCode || undefined}
          aria-describedby={gateHint ? GATE_HINT_ID : undefined}
        >
          {t("onboarding.confirm")}
        </button>
        <GateHint id={GATE_HINT_ID} text={gateHint} />
      </div>
      <p role="status" className="sms-onboarding__progress">
        {busy ? t("onboarding.sending") : ""}
      </p>
    </form>
  )
})
