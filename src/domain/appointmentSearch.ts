// Rules of the appointment list and its filters (spec booking §3, §4, §5, §9).
import { brandOf, type Environment, type Feature, type HealthCareType } from "./features.ts"
import { neighbourMunicipalities } from "./municipalities.ts"

// spec §9: page size 20; offset grows by 20 on 'load more'; skeleton count 5
export const SEARCH_PAGE_SIZE = 20
export const SKELETON_COUNT = 5
// spec §4: up to 5 next-vacant days are shown as alternatives
export const MAX_ALTERNATIVE_DAYS = 5

/** spec §4: 'load more' shows while the last page held exactly 20 items. */
export function canLoadMore(lastPageSize: number): boolean {
  return lastPageSize === SEARCH_PAGE_SIZE
}

// spec §5: remote appointments are forced on for these specialties, or when a practitioner is chosen
export const REMOTE_FORCING_SPECIALTIES = ["PSY", "ENDO", "GYN", "NNA", "GRG"] as const

export function isRemoteForced(filter: {
  specialtyIds: readonly string[]
  practitionerIds: readonly string[]
}): boolean {
  return (
    filter.practitionerIds.length > 0 ||
    filter.specialtyIds.some((id) => (REMOTE_FORCING_SPECIALTIES as readonly string[]).includes(id))
  )
}

/** Why remote appointments are forced on, for the reason shown beside the disabled checkbox. */
export function remoteForcedBy(filter: {
  specialtyIds: readonly string[]
  practitionerIds: readonly string[]
}): "practitioner" | "specialty" | undefined {
  if (filter.practitionerIds.length > 0) return "practitioner"
  return isRemoteForced(filter) ? "specialty" : undefined
}

function words(text: string): string[] {
  return text
    .toLocaleLowerCase("fi")
    .split(/[\s\-.,]+/)
    .filter((word) => word !== "")
}

/** spec §5: practitioner search matches words by prefix, case-insensitive ("vir ai" finds "Aino Virtanen"). */
export function matchesPractitionerSearch(name: string, query: string): boolean {
  const nameWords = words(name)
  return words(query).every((queryWord) => nameWords.some((word) => word.startsWith(queryWord)))
}

// spec §9: Kela65 kinds have a fixed price with specialty Y65V (concept code 663)
export const KELA65_SPECIALTY_ID = "Y65V"
export const KELA65_KIND_IDS = ["Y65P", "Y65D", "Y65V"] as const
export const KELA65_PRICE_EUROS = 28.2
export const KELA65_CONCEPT_CODE = "663"

/** spec §9: Y65V is hidden in lists unless the health care type is kela65. */
export function isSpecialtyListed(specialtyId: string, healthCareType: HealthCareType): boolean {
  return specialtyId !== KELA65_SPECIALTY_ID || healthCareType === "kela65"
}

/** spec §2: the specialty filter is disabled on the Kela65 list. */
export function isSpecialtyFilterEnabled(healthCareType: HealthCareType): boolean {
  return healthCareType !== "kela65"
}

export type AlternativeCandidate = { startDate: string; clinicId: string }

/**
 * spec §4: up to 5 next vacant days as alternatives, one per day; for other clinics one per day and clinic.
 * `dayOf` gives the Helsinki day of a start (src/domain/dates.ts toIsoDate). Candidates must be in start order.
 */
export function alternativeDays<T extends AlternativeCandidate>(
  candidates: readonly T[],
  dayOf: (startDate: string) => string,
  options: { perClinic: boolean },
): T[] {
  const seen = new Set<string>()
  const picked: T[] = []
  for (const candidate of candidates) {
    const key = options.perClinic
      ? `${dayOf(candidate.startDate)}|${candidate.clinicId}`
      : dayOf(candidate.startDate)
    if (seen.has(key)) continue
    seen.add(key)
    picked.push(candidate)
    if (picked.length === MAX_ALTERNATIVE_DAYS) break
  }
  return picked
}

/**
 * spec booking §2: the occupational list needs feature ohc-appointment-search and exists only in the adult (main)
 * brand; the Kela65 list needs feature kela65. (The occupational list's login is the route guard's.)
 */
export function isBookingListAvailable(
  healthCareType: HealthCareType,
  session: { environment: Environment; features: readonly Feature[] },
): boolean {
  if (healthCareType === "occupational") {
    return brandOf(session.environment) === "adult" && session.features.includes("ohc-appointment-search")
  }
  if (healthCareType === "kela65") return session.features.includes("kela65")
  return true
}

export type ClinicLocation = { id: string; municipality: string | null; isRemote: boolean }

/**
 * spec §4, §9: the "other clinics" of a search that found nothing: the clinics not chosen in the chosen clinics'
 * own municipalities and in their neighbouring municipalities. Nothing when no clinic was chosen (every clinic
 * was searched already) or for remote clinics, which have no municipality.
 */
export function otherClinicIds(chosenIds: readonly string[], clinics: readonly ClinicLocation[]): string[] {
  const chosen = new Set(chosenIds)
  const municipalities = new Set<string>()
  for (const clinic of clinics) {
    if (!chosen.has(clinic.id) || clinic.municipality === null) continue
    municipalities.add(clinic.municipality)
    for (const neighbour of neighbourMunicipalities(clinic.municipality)) municipalities.add(neighbour)
  }
  return clinics
    .filter(
      (clinic) =>
        !clinic.isRemote &&
        !chosen.has(clinic.id) &&
        clinic.municipality !== null &&
        municipalities.has(clinic.municipality),
    )
    .map((clinic) => clinic.id)
}
