import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ONBOARDING_FADE_MS } from "../../../../domain/mfa.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useMediaQuery } from "../../../../kit/ui/hooks/useMediaQuery.ts"
import { useToast } from "../../../../kit/ui/toast/ToastProvider.tsx"
import { useFrontArea } from "../useFrontArea.ts"
import { CodeStep } from "./CodeStep.tsx"
import { PhoneStep } from "./PhoneStep.tsx"
import "./smsOnboarding.css"

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
// The code's outcomes replace one another: the success takes the wrong code's toast away.
const SMS_CODE_ACTION = "smsOnboarding.code"

/** Focus in a card that goes away moves to the page's heading, so it does not fall to the document. */
function focusHeadingIfInside(card: HTMLElement | null) {
  const active = document.activeElement
  const lost = active === null || active === document.body
  if (!lost && !card?.contains(active)) return
  const heading = document.getElementById("main")?.querySelector<HTMLElement>("h1")
  if (!heading) return
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1
  heading.focus()
}

/**
 * spec messaging §2, §4 'SMS-login onboarding': the front page's card, shown when the page offers onboarding
 * (mfaOnboardingParam) to a logged-in user. Phone entry → code request → four boxes → mfa-ok: the card fades over
 * 500 ms (at once for reduced motion) and goes, with a success toast; mfa-challenge-failed: toast 'Identification
 * failed', focus on the last box, the boxes marked; too-many-mfa-attempts: the card closes with 'Too many retries'.
 */
export const SmsOnboardingCard = observer(function SmsOnboardingCard() {
  const { t } = useTranslation("smsLogin")
  const { session } = useStores()
  const front = useFrontArea()
  const { frontPage, smsOnboarding } = front
  const toast = useToast()
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const headingId = useId()
  const card = useRef<HTMLElement>(null)
  const [fading, setFading] = useState(false)
  const param = frontPage.data?.mfaOnboardingParam
  const step = smsOnboarding.step

  useEffect(() => {
    if (param) smsOnboarding.offer(param.phoneNumber)
  }, [param, smsOnboarding])

  useEffect(() => {
    if (step === "mfa-ok") {
      toast.show({
        tone: "success",
        text: t("toast.enabled.title"),
        description: t("toast.enabled.description"),
        action: SMS_CODE_ACTION,
      })
      setFading(true)
      const timer = setTimeout(
        () => {
          focusHeadingIfInside(card.current)
          setFading(false)
          smsOnboarding.close()
        },
        reducedMotion ? 0 : ONBOARDING_FADE_MS,
      )
      return () => clearTimeout(timer)
    }
    if (step === "too-many-mfa-attempts") {
      toast.show({
        tone: "error",
        text: t("toast.tooMany.title"),
        description: t("toast.tooMany.description"),
        action: SMS_CODE_ACTION,
      })
      focusHeadingIfInside(card.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step reached
  }, [step])

  useEffect(() => {
    if (smsOnboarding.rejections === 0) return
    toast.show({
      tone: "error",
      text: t("toast.failed.title"),
      description: t("toast.failed.description"),
      action: SMS_CODE_ACTION,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per rejected code
  }, [smsOnboarding.rejections])

  if (!param || !session.user || !smsOnboarding.isOpen) return null
  return (
    <section
      ref={card}
      className={`front-block sms-onboarding${fading ? " sms-onboarding--fading" : ""}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t("onboarding.title")}</h2>
      {step === "phone-entry" || step === "requesting-code" ? (
        <PhoneStep onboarding={smsOnboarding} />
      ) : (
        <CodeStep onboarding={smsOnboarding} onCheck={() => void front.checkOnboardingCode()} />
      )}
    </section>
  )
})
