import { observer } from "mobx-react-lite"
import { useEffect, useId } from "react"
import { useTranslation } from "react-i18next"
import { Switch } from "react-aria-components"
import { Link } from "react-router"
import { mfaStatusTextKey } from "../../../../domain/mfa.ts"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { SmsLogin } from "../../store/SmsLogin.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "../useAccountArea.ts"
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

/**
 * spec booking §2 my information 'SMS-login toggle', §3 'MFA status types', §4 'MFA': the status with its text and
 * a switch that turns SMS login on or off (POST /api/mfa), read-only while the change is in progress. Turning it on
 * without a verified number leads to the front page's onboarding card.
 */
export const SmsLoginSection = observer(function SmsLoginSection() {
  const { t } = useTranslation("smsLogin")
  const { session } = useStores()
  const { smsLogin } = useAccountArea()
  const profile = useArea("profile")
  const headingId = useId()
  const statusId = useId()
  const mfaStatus = profile.current?.mfaStatus
  useEffect(() => {
    if (mfaStatus) smsLogin.fill(mfaStatus)
  }, [mfaStatus, smsLogin])

  if (!smsLogin.statusType) return null
  return (
    <section className="sms-login" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("title")}</h2>
      <p>{t("intro")}</p>
      {smsLogin.canToggle && (
        <Switch
          className="sms-login__switch"
          isSelected={smsLogin.isSwitchedOn}
          isReadOnly={smsLogin.isChanging}
          aria-describedby={statusId}
          onChange={(on) => void smsLogin.setEnabled(on)}
        >
          <span className="sms-login__track" aria-hidden="true">
            <span className="sms-login__thumb" />
          </span>
          {t("switch")}
        </Switch>
      )}
      <StatusText smsLogin={smsLogin} id={statusId} />
      {smsLogin.statusType === "user-wants-to-enable-mfa" && !smsLogin.isChanging && (
        <p>
          <Link to={buildPath("front", session.lang)}>{t("goToFront")}</Link>
        </p>
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
          <p className="notice" data-tone="danger">
            {t("failed")}
          </p>
        )}
      </div>
    </section>
  )
})
