// Price estimates of a free appointment (spec booking §3 'Price line', §6, §9).
import { KELA65_KIND_IDS, KELA65_PRICE_EUROS } from "./appointmentSearch.ts"
import type { HealthCareType } from "./features.ts"
import type { Lang } from "./language.ts"

/** spec booking §3: a price line (code, description, priceEuros) */
export interface PriceLine {
  code: string
  description: string
  priceEuros: number
}

/** The contract's PractitionerRate: the visit's own price (named per language) and the fees on top. */
export interface PractitionerRate {
  code: string
  name: Readonly<Record<Lang, string>>
  rateEuros: number
  additionalFees: readonly PriceLine[]
}

export interface PriceEstimate {
  totalEuros: number
  /** What the total is made of: the visit's rate first, then each fee; empty when only the total is known. */
  lines: PriceLine[]
}

/** spec booking §9: prices are euros with two decimals; sums are made in whole cents, so no float drift. */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** spec booking §6: price estimates only for private and Kela65 bookings, never for reserved appointments. */
export function showsPriceEstimate(healthCareType: HealthCareType, isReserved = false): boolean {
  return !isReserved && (healthCareType === "private" || healthCareType === "kela65")
}

export function isKela65Kind(kindId: string): boolean {
  return (KELA65_KIND_IDS as readonly string[]).includes(kindId)
}

/**
 * The estimate of one appointment as the booking type sees it, or undefined where none applies: the rate plus
 * its additional fees; for the Kela65 kinds the fixed price of spec §9 whatever else is carried. An
 * appointment without a rate (a list item from a backend that sends none) has no estimate rather than a guess.
 */
export function priceEstimate(
  appointment: {
    kindId: string
    isReserved?: boolean
    practitionerRate?: PractitionerRate | null
  },
  healthCareType: HealthCareType,
  lang: Lang,
): PriceEstimate | undefined {
  if (!showsPriceEstimate(healthCareType, appointment.isReserved ?? false)) return undefined
  const rate = appointment.practitionerRate ?? undefined
  if (isKela65Kind(appointment.kindId)) {
    const lines = rate
      ? [{ code: rate.code, description: rate.name[lang], priceEuros: KELA65_PRICE_EUROS }]
      : []
    return { totalEuros: KELA65_PRICE_EUROS, lines }
  }
  if (!rate) return undefined
  const lines: PriceLine[] = [
    { code: rate.code, description: rate.name[lang], priceEuros: rate.rateEuros },
    ...rate.additionalFees.map((fee) => ({ ...fee })),
  ]
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.priceEuros), 0)
  return { totalEuros: fromCents(totalCents), lines }
}
