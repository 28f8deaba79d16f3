import { observer } from "mobx-react-lite"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { preloadableLazy } from "../../../../kit/ui/preloadableLazy.tsx"
import { useFrontArea } from "../useFrontArea.ts"

// The card's code (its steps, the code boxes, the phone field) loads with the page (preloadSmsOnboardingCard),
// whether it is offered or not: the offer comes with the page's data, and the card would otherwise follow it.
const card = preloadableLazy(async () => (await import("./SmsOnboardingCard.tsx")).SmsOnboardingCard)
const SmsOnboardingCard = card.Component

/** Starts loading the card's code, before the page's data says whether it is offered. */
export function preloadSmsOnboardingCard(): void {
  card.preload().catch(() => {})
}

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
