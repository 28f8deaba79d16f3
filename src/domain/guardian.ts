// spec booking §3 Guardian, §5 Guardian, §9 (guardians max 2): the children's brand's guardian forms on my
// information. Which rule a guardian field breaks, as a message key the views translate.
import { cleanEmail, isValidEmail, isValidPhoneNumber, normalizePhone } from "./contact.ts"
import {
  GUARDIAN_EMAIL_MAX_LENGTH,
  GUARDIAN_NAME_MAX_LENGTH,
  GUARDIAN_PHONE_MAX_LENGTH,
  isValidZipCode,
} from "./contactFields.ts"

/** spec §9: guardians max 2; spec §5: the first cannot be removed. */
export const MAX_GUARDIANS = 2

/** spec §5: street max 30, post office max 30 (name, phone and email limits in contactFields.ts). */
export const GUARDIAN_STREET_MAX_LENGTH = 30
export const GUARDIAN_POST_OFFICE_MAX_LENGTH = 30

/** The guardian form's fields in the order the form shows them (spec §3 Guardian). */
export const GUARDIAN_FIELDS = [
  "name",
  "phone",
  "emailAddress",
  "streetAddress",
  "zipCode",
  "postOffice",
] as const
export type GuardianField = (typeof GUARDIAN_FIELDS)[number]

/** The address fields, hidden and not required when the guardian has the same address as the child. */
export const GUARDIAN_ADDRESS_FIELDS = [
  "streetAddress",
  "zipCode",
  "postOffice",
] as const satisfies readonly GuardianField[]

/**
 * spec §5 messages: name 'Maximum character length is 40', zip 'Zipcode length should be 5 and can only contain
 * numbers'; the contact form's 'Required', 'Please provide a phone number' and 'Your email address is invalid.';
 * a street or post office over 30 says its own maximum.
 */
export type GuardianFieldProblem = "required" | "tooLong" | "phoneInvalid" | "emailInvalid" | "zipCodeInvalid"

/** The most characters a field may hold (the 'Maximum character length is {max}' message). */
export const GUARDIAN_MAX_LENGTH: Readonly<Record<GuardianField, number>> = {
  name: GUARDIAN_NAME_MAX_LENGTH,
  phone: GUARDIAN_PHONE_MAX_LENGTH,
  emailAddress: GUARDIAN_EMAIL_MAX_LENGTH,
  streetAddress: GUARDIAN_STREET_MAX_LENGTH,
  zipCode: 5,
  postOffice: GUARDIAN_POST_OFFICE_MAX_LENGTH,
}

export function isGuardianAddressField(field: GuardianField): boolean {
  return (GUARDIAN_ADDRESS_FIELDS as readonly GuardianField[]).includes(field)
}

/** The fields a guardian's form asks for: all, or without the address when it is the child's. */
export function guardianFieldsShown(sameAddress: boolean): readonly GuardianField[] {
  return sameAddress ? GUARDIAN_FIELDS.filter((field) => !isGuardianAddressField(field)) : GUARDIAN_FIELDS
}

/** The value as it is sent: trimmed, the phone normalised, the email cleaned (spec §5). */
export function normalizeGuardianField(field: GuardianField, value: string): string {
  if (field === "phone") return normalizePhone(value)
  if (field === "emailAddress") return cleanEmail(value)
  return value.trim()
}

/**
 * The rule a guardian field's value breaks, or undefined when it is fine. Every shown field is required; the
 * address fields are not asked for (and break nothing) when the same-address box is ticked.
 */
export function guardianFieldProblem(
  field: GuardianField,
  value: string,
  sameAddress: boolean,
): GuardianFieldProblem | undefined {
  if (sameAddress && isGuardianAddressField(field)) return undefined
  const trimmed = value.trim()
  if (trimmed === "") return field === "phone" ? "phoneInvalid" : "required"
  switch (field) {
    case "name":
    case "streetAddress":
    case "postOffice":
      return trimmed.length > GUARDIAN_MAX_LENGTH[field] ? "tooLong" : undefined
    case "zipCode":
      return isValidZipCode(value) ? undefined : "zipCodeInvalid"
    case "phone":
      return isValidPhoneNumber(value, GUARDIAN_PHONE_MAX_LENGTH) ? undefined : "phoneInvalid"
    case "emailAddress":
      return isValidEmail(value, GUARDIAN_EMAIL_MAX_LENGTH) ? undefined : "emailInvalid"
  }
}
