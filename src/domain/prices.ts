// Price estimates on the appointment list (spec booking §6, §9).
import { KELA65_KIND_IDS, KELA65_PRICE_EUROS } from "./appointmentSearch.ts"
import type { HealthCareType } from "./features.ts"

/** spec §6: price estimates only for the private and Kela65 lists, never for reserved appointments. */
export function showsPriceEstimate(healthCareType: HealthCareType, isReserved = false): boolean {
  return !isReserved && (healthCareType === "private" || healthCareType === "kela65")
}

/**
 * The estimate a list item can show, in euros. The list item of the contract carries no price
 * (AppointmentListItem has no practitionerRate), so only the Kela65 kinds' fixed price (§9) is known; for
 * other slots there is no estimate rather than an invented one.
 */
export function listPriceEstimate(
  item: { kindId: string },
  healthCareType: HealthCareType,
  isReserved = false,
): number | undefined {
  if (!showsPriceEstimate(healthCareType, isReserved)) return undefined
  return (KELA65_KIND_IDS as readonly string[]).includes(item.kindId) ? KELA65_PRICE_EUROS : undefined
}
