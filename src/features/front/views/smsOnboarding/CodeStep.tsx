import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { isSmsCodeDigit, SMS_CODE_LENGTH } from "../../../../domain/mfa.ts"
import type { SmsOnboarding } from "../../store/SmsOnboarding.ts"
import { CodeBoxes } from "../../../../kit/ui/CodeBoxes.tsx"
import "./smsSteps.css"

/**
 * spec messaging §5 'SMS-login code': four single-digit boxes (0-9), the check sent as soon as all four are filled;
 * a rejected code marks the boxes as errors and puts focus back on the last box.
 */
export const CodeStep = observer(function CodeStep({
  onboarding,
  onCheck = () => void onboarding.checkCode(),
}: {
  onboarding: SmsOnboarding
  /** Sends the code (my information's switch reads the status again after it). */
  onCheck?: () => void
}) {
  const { t } = useTranslation("smsLogin")
  const messageId = useId()
  const boxes = useRef<HTMLDivElement>(null)
  const checking = onboarding.step === "checking-code"
  const done = onboarding.step === "mfa-ok"
  const failure = onboarding.failure

  useEffect(() => {
    if (onboarding.rejections === 0) return
    const inputs = boxes.current?.querySelectorAll("input")
    inputs?.[inputs.length - 1]?.focus()
  }, [onboarding.rejections])

  const message = onboarding.codeRejected
    ? t("onboarding.codeRejected")
    : failure === "network"
      ? t("onboarding.networkError")
      : failure === "failure"
        ? t("onboarding.failure")
        : undefined
  return (
    <div className="sms-onboarding__form">
      <p>{t("onboarding.codeIntro", { phoneNumber: onboarding.sentTo })}</p>
      <div ref={boxes}>
        <CodeBoxes
          length={SMS_CODE_LENGTH}
          label={t("onboarding.codeLabel")}
          value={onboarding.code}
          onChange={(code) => onboarding.setCode(code)}
          onComplete={onCheck}
          accepts={isSmsCodeDigit}
          inputMode="numeric"
          disabled={checking || done}
          invalid={onboarding.codeRejected}
          describedBy={message ? messageId : undefined}
          autoFocus
        />
      </div>
      <p role="status" className="sms-onboarding__progress">
        {checking ? t("onboarding.checking") : ""}
      </p>
      {message && (
        <p id={messageId} className="field__error">
          {message}
        </p>
      )}
      <div className="sms-onboarding__actions">
        {failure && (
          <button type="button" className="button" onClick={onCheck}>
            {t("onboarding.retry")}
          </button>
        )}
        <button
          type="button"
          className="button"
          data-variant="secondary"
          disabled={checking || done}
          onClick={() => onboarding.changeNumber()}
        >
          {t("onboarding.changeNumber")}
        </button>
      </div>
    </div>
  )
})
