import { observer } from "mobx-react-lite"
import { lazy, Suspense, useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Switch } from "react-aria-components"
import { mfaStatusTextKey } from "../../../../domain/mfa.ts"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import type { SmsLogin, SmsVerification } from "../../store/SmsLogin.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "../useAccountArea.ts"
import { loadSmsOnboardingSteps } from "../../../front/index.ts"
import { SmsLoginOffDialog } from "./SmsLoginOffDialog.tsx"
import "./smsLogin.css"

/** The status's text: too many attempts says from when to try again, enabled names the verified number. */
const StatusText = observer(function StatusText({ smsLogin, id }: { smsLogin: SmsLogin; id: string }) {
  const { t } = useTranslation("smsLogin")
  const { session } = useStores()
  const type = smsLogin.statusType
  if (!type) return null
  const key = mfaStatusTextKey(type)
  const next = smsLogin.nextAttemptMs
  const text =
    key === "tooManyOnboardingAttempts"
      ? t("status.tooManyOnboardingAttempts", {
          time: next === undefined ? "" : formatDateTime(new Date(next), session.lang),
        })
      : key === "enabled"
        ? t("status.enabled", { phoneNumber: smsLogin.phoneNumber ?? "" })
        : t(`status.${key}`)
  return (
    <p id={id} className="sms-login__status">
      {text}
    </p>
  )
})

// The front page card's steps, loaded when a number is to be verified here
const PhoneStep = lazy(async () => ({ default: (await loadSmsOnboardingSteps()).PhoneStep }))
const CodeStep = lazy(async () => ({ default: (await loadSmsOnboardingSteps()).CodeStep }))

/** The number and code steps in place, while SMS login waits for a verified number. */
const Verification = observer(function Verification({
  smsLogin,
  verification,
}: {
  smsLogin: SmsLogin
  verification: SmsVerification
}) {
  const { t } = useTranslation("smsLogin")
  const headingId = useId()
  const step = verification.step
  return (
    <div className="sms-login__verify" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("verify.title")}</h3>
      <Suspense fallback={null}>
        {step === "phone-entry" || step === "requesting-code" ? (
          <PhoneStep onboarding={verification} />
        ) : (
          <CodeStep onboarding={verification} onCheck={() => void smsLogin.checkCode()} />
        )}
      </Suspense>
      <div>
        <button
          type="button"
          className="button"
          data-variant="plain"
          aria-disabled={verification.isBusy || undefined}
          onClick={() => {
            if (!verification.isBusy) void smsLogin.setEnabled(false)
          }}
        >
          {t("verify.cancel")}
        </button>
      </div>
    </div>
  )
})

/**
 * spec booking §2 my information 'SMS-login toggle', §3 'MFA status types', §4 'MFA': the status with its text and
 * a switch that is on only when the server says SMS login is enabled. Turning it on (POST /api/mfa) without a
 * verified number opens the number and code steps right here; the status is read from the server once the code is
 * checked. Turning it off asks for an SMS code in a dialog first. A failed change leaves the status as the server
 * last said, with a retry.
 */
export const SmsLoginSection = observer(function SmsLoginSection() {
  const { t } = useTranslation("smsLogin")
  const { smsLogin } = useAccountArea()
  const profile = useArea("profile")
  const headingId = useId()
  const statusId = useId()
  const mfaStatus = profile.current?.mfaStatus
  useEffect(() => {
    if (mfaStatus) smsLogin.fill(mfaStatus)
  }, [mfaStatus, smsLogin])

  // The steps go once the number is verified (or the wish withdrawn): focus in them moves to the switch, which now
  // says what came of it, so it does not fall to the document.
  const switchInput = useRef<HTMLInputElement>(null)
  const verifying = smsLogin.isVerifying
  const wasVerifying = useRef(verifying)
  useEffect(() => {
    const active = document.activeElement
    if (wasVerifying.current && !verifying && (active === null || active === document.body))
      switchInput.current?.focus()
    wasVerifying.current = verifying
  }, [verifying])

  if (!smsLogin.statusType) return null
  return (
    <section className="sms-login" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      {smsLogin.canToggle && (
        <Switch
          inputRef={switchInput}
          className="sms-login__switch"
          isSelected={smsLogin.isSwitchedOn}
          isReadOnly={smsLogin.isChanging || smsLogin.turnOff.isOpen}
          aria-describedby={statusId}
          onChange={(on) => {
            if (on) void smsLogin.setEnabled(true)
            else void smsLogin.turnOff.open()
          }}
        >
          <span className="sms-login__track" aria-hidden="true">
            <span className="sms-login__thumb" />
          </span>
          {t("switch")}
        </Switch>
      )}
      <StatusText smsLogin={smsLogin} id={statusId} />
      {smsLogin.isVerifying && !smsLogin.isChanging && smsLogin.verification && (
        <Verification smsLogin={smsLogin} verification={smsLogin.verification} />
      )}
      <p role="status" className="sms-login__progress">
        {smsLogin.toggleStatus === "enabling"
          ? t("enabling")
          : smsLogin.toggleStatus === "disabling"
            ? t("disabling")
            : ""}
      </p>
      <div role="alert">
        {smsLogin.toggleStatus === "failed" && (
          <div className="notice sms-login__failed" data-tone="danger">
            <p>{t("failed")}</p>
            <button type="button" className="button" onClick={() => void smsLogin.retry()}>
              {t("retry")}
            </button>
          </div>
        )}
      </div>
      {smsLogin.phoneNumber !== undefined && (
        <SmsLoginOffDialog turnOff={smsLogin.turnOff} phoneNumber={smsLogin.phoneNumber} />
      )}
    </section>
  )
})
