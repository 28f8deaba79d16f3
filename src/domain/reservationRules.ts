// spec booking §4, §5, §9: the rules of the logged-in reservation that need no store (pure, tested on their own).
import { KELA65_CONCEPT_CODE, KELA65_KIND_IDS } from "./appointmentSearch.ts"
import { isKela65Age, startsWithinHours, type DateLike } from "./dates.ts"
import { birthDateOf } from "./ssn.ts"

/**
 * spec booking §5: occupational visits of certain specialties need the referral/contract confirmation (the
 * spec does not show the list; ours: the specialists an occupational agreement covers only with a referral
 * from the occupational doctor or a contract clause).
 */
export const REFERRAL_CONFIRMATION_SPECIALTY_IDS = ["GYN", "ENDO", "NNA", "GRG", "ORT", "IHO", "PSY"] as const

export function referralConfirmationRequired(careType: string, specialtyIds: readonly string[]): boolean {
  return (
    careType === "occupational" &&
    specialtyIds.some((id) => (REFERRAL_CONFIRMATION_SPECIALTY_IDS as readonly string[]).includes(id))
  )
}

/** The brand's binding-reservation threshold (spec booking §9: hours before the start, configurable per brand). */
export interface BindingThreshold {
  readonly bindingReservationHours: number
}

/**
 * spec booking §5, §9, the binding-reservation threshold: an appointment that starts in less than the brand's
 * hours is booked bindingly (the binding box must be ticked) and is no longer cancelled free of charge online (the
 * cancellation notice names the same hours). Exactly that many hours ahead is not yet binding.
 */
export function withinBindingThreshold(start: DateLike, threshold: BindingThreshold, at: DateLike): boolean {
  return startsWithinHours(start, threshold.bindingReservationHours, at)
}

/** spec booking §4: 'Booking interrupted' when the patient is not credit-worthy and the visit is not occupational. */
export function bookingInterrupted(isCreditWorthy: boolean, careType: string): boolean {
  return !isCreditWorthy && careType !== "occupational"
}

/** spec booking §9: the separate concept code of the Kela65 kinds (663), for Kela65 bookings. */
export function kindConceptCode(careType: string, kindId: string): string | undefined {
  return careType === "kela65" && (KELA65_KIND_IDS as readonly string[]).includes(kindId)
    ? KELA65_CONCEPT_CODE
    : undefined
}

/** spec booking §5: the arrival description (arrival reason) is at most 300 characters. */
export const ARRIVAL_DESCRIPTION_MAX = 300

/**
 * spec booking §5: the Kela65 notice warns when the age from the identity code is under 65 or unknown. Takes a
 * full or a masked identity code (the date and century part is enough).
 */
export function kela65NoticeNeeded(ssn: string | undefined, on: DateLike): boolean {
  const birthDate = ssn ? birthDateFromSsnPrefix(ssn) : undefined
  if (!birthDate) return true
  return !isKela65Age(birthDate, on)
}

/** The birth date of the first seven characters (ddmmyy + century sign), also of a masked code. */
export function birthDateFromSsnPrefix(ssn: string): string | undefined {
  const full = birthDateOf(ssn)
  if (full) return full
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])/.exec(ssn.trim().toUpperCase())
  if (!match) return undefined
  const [, dd, mm, yy, sign] = match as unknown as [string, string, string, string, string]
  const century = sign === "+" ? 1800 : "ABCDEF".includes(sign) ? 2000 : 1900
  const iso = `${century + Number(yy)}-${mm}-${dd}`
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso
}
