import { observer } from "mobx-react-lite"
import { lazy } from "react"
import { useStores } from "../../StoreContext.tsx"
import { useFrontArea } from "../useFrontArea.ts"

// The card's code (its steps, the code boxes, the phone field) loads only for a patient it is offered to.
const SmsOnboardingCard = lazy(async () => ({
  default: (await import("./SmsOnboardingCard.tsx")).SmsOnboardingCard,
}))

/**
 * spec messaging §2: the SMS-login onboarding card shows when an onboarding parameter and a user exist. It suspends
 * while its code loads, in the front page's boundary, so that it does not push the blocks down when it arrives.
 */
export const SmsOnboarding = observer(function SmsOnboarding() {
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  if (!frontPage.data?.mfaOnboardingParam || !session.user) return null
  return <SmsOnboardingCard />
})
