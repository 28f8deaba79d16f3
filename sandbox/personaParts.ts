// The shape of a persona and the helpers that write their synthetic identity codes and addresses.
import { checkCharacterFor } from "../src/domain/ssn.ts"

export type BrandId = "adult" | "children"

export interface Persona {
  id: string
  firstName: string
  lastName: string
  ssn: string
  /** Which brand's identity provider lists the persona. */
  brands: readonly BrandId[]
  /** What the persona shows, in the persona list of the identity provider. */
  description: string
  email: string
  phone: string
  language: "fi" | "sv" | "en"
  address: { street: string; postalCode: string; postOffice: string }
  /** spec: 'unregistered-user' goes to the registration form first */
  isRegistered: boolean
  /** spec: without recorded consent the consent form comes first */
  hasConsent: boolean
  /** spec: an unpaid invoice blocks reservations that are not occupational ('Booking interrupted') */
  isCreditWorthy: boolean
  /** spec: MFA personas get the PIN step after the bank login */
  mfaEnabled: boolean
  occupational: { status: "ok" | "no-web-reservation" | "none"; employerName?: string }
  insuranceCompany?: "IF" | "OP" | "LAHITAPIOLA"
  /** A guardian's children, who are personas of their own (the guardian books for them). */
  childIds?: readonly string[]
}

export function ssn(birth: string, separator: string, individual: number): string {
  const number = String(individual).padStart(3, "0")
  return `${birth}${separator}${number}${checkCharacterFor(birth, number)}`
}

export const address = (street: string, postalCode: string, postOffice: string) => ({
  street,
  postalCode,
  postOffice,
})
