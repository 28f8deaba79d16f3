import type { HealthCareType } from "./features.ts"
import { brandOf, type Environment, type Feature } from "./features.ts"

/**
 * spec booking §2: the booking landing's cards. Private and insurance always; occupational only in the adult
 * (main) brand; Kela65 only when the feature kela65 is on.
 */
export function bookingTypeCards(input: {
  environment: Environment
  features: readonly Feature[]
}): HealthCareType[] {
  const cards: HealthCareType[] = ["private"]
  if (brandOf(input.environment) === "adult") cards.push("occupational")
  cards.push("insurance")
  if (input.features.includes("kela65")) cards.push("kela65")
  return cards
}
