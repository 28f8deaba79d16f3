import type { components } from "../../../generated/openapi.ts"
import type { Lang } from "../../../src/domain/language.ts"

export type Schemas = components["schemas"]
export type LocalizedText = Schemas["LocalizedText"]
export type LocationType = Schemas["LocationType"]

export const text = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en })
/** The same words in every language (proper names). */
export const same = (value: string): LocalizedText => ({ fi: value, sv: value, en: value })

export function localize(value: LocalizedText, lang: Lang): string
export function localize(value: LocalizedText | null, lang: Lang): string | null
export function localize(value: LocalizedText | null, lang: Lang): string | null {
  return value === null ? null : value[lang]
}

export type BrandId = "adult" | "children"

/** How a clinic takes self check-in: the room to go to, 'see the reception', or not at all. */
export type CheckInMode =
  { kind: "room"; floor: LocalizedText } | { kind: "reception" } | { kind: "onlyAtReception" }

export interface ClinicData {
  id: string
  name: LocalizedText
  brand: BrandId
  /** null for the remote clinics */
  address: { street: string; postalCode: string; postOffice: string } | null
  /** Lower-case key of the neighbouring-municipality rule (src/domain/municipalities.ts); null when remote */
  municipality: string | null
  arrivalInfo: LocalizedText | null
  covid19: { siteName: string; siteAddress: string; arrivalInfo: LocalizedText | null } | null
  checkIn: CheckInMode
}

export type Shift = "morning" | "day" | "afternoon" | "evening"

export interface PractitionerData {
  id: string
  name: string
  title: LocalizedText | null
  isResource: boolean
  hasPicture: boolean
  reservationInfo: LocalizedText | null
  specialtyId: string
  /** Physical clinics, taken in turn day by day */
  clinicIds: readonly string[]
  /** Where the practitioner's remote slots are, and how they are held */
  remote: { clinicId: string; how: "video" | "phone" } | null
  shift: Shift
  saturdays: boolean
  /** Also Kela65 visits (kinds Y65P, Y65D, Y65V) */
  kela65: boolean
  /** Price of a 30-minute private visit; scaled by the visit's length */
  rateEuros: number
  room: string | null
}

export interface SpecialtyData {
  id: string
  name: LocalizedText
  title: LocalizedText
  reservationInfo: LocalizedText | null
  /** The price list's name for a visit, before the length */
  rateName: LocalizedText
  /** Length of a visit at the clinic */
  minutes: number
  physicalKindId: string
  /** Who besides private customers may book its slots (probabilities per slot) */
  occupationalShare: number
  insuranceShare: number
  /** Slots only insurance customers may book */
  insuranceOnlyShare: number
  /** Occupational healthcare only (the employer's agreement) */
  occupationalOnly: boolean
  /** Offered only in the filter of this customer type (Y65V: kela65) */
  onlyFor?: "kela65"
}

export interface KindData {
  id: string
  description: LocalizedText
  title: LocalizedText
  reservationInfo: LocalizedText | null
  locationType: LocationType
  isCovidTest: boolean
}
