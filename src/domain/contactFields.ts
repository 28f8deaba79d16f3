// spec booking §5 'Contact info (logged-in)' and the registration form (§2): which rule each contact field
// breaks, as a message key the views translate. The rules themselves live in contact.ts.
import {
  cleanEmail,
  isValidEmail,
  isValidPhoneNumber,
  normalizePhone,
  USER_EMAIL_MAX_LENGTH,
} from "./contact.ts"

/** spec §5: street address and post office 2-30 characters; names 2-50; zip code exactly 5 digits. */
export const STREET_ADDRESS_LENGTH = { min: 2, max: 30 } as const
export const POST_OFFICE_LENGTH = { min: 2, max: 30 } as const
export const PERSON_NAME_LENGTH = { min: 2, max: 50 } as const
export const ZIP_CODE_LENGTH = 5

/** spec §5 guardian form: name max 40, street max 30, post office max 30, email max 100, phone max 20. */
export const GUARDIAN_NAME_MAX_LENGTH = 40
export const GUARDIAN_EMAIL_MAX_LENGTH = 100
export const GUARDIAN_PHONE_MAX_LENGTH = 20

/** The contact fields in the order the forms show them (spec §2 Registration). */
export const CONTACT_FIELDS = [
  "streetAddress",
  "zipCode",
  "postOffice",
  "phoneNumber",
  "emailAddress",
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** spec §5 messages: email 'Your email address is invalid.', phone 'Please provide a phone number', else 'Required'. */
export type ContactFieldProblem = "required" | "zipCodeInvalid" | "emailInvalid" | "phoneInvalid"

/** Trimmed text within [min, max] characters. */
export function hasLengthBetween(value: string, length: { min: number; max: number }): boolean {
  const trimmed = value.trim()
  return trimmed.length >= length.min && trimmed.length <= length.max
}

/** spec §5: zip code exactly 5 digits, trimmed. */
export function isValidZipCode(input: string): boolean {
  return /^[0-9]{5}$/.test(input.trim())
}

/** The value as it is sent: trimmed; the phone normalised; the email cleaned (spec §5). */
export function normalizeContactField(field: ContactField, value: string): string {
  if (field === "phoneNumber") return normalizePhone(value)
  if (field === "emailAddress") return cleanEmail(value)
  return value.trim()
}

/**
 * The rule a field's value breaks, or undefined when it is fine. With `optional` (a guardian registering a
 * child, spec §2), an empty field is fine and a filled one must still be valid.
 */
export function contactFieldProblem(
  field: ContactField,
  value: string,
  options: { optional?: boolean } = {},
): ContactFieldProblem | undefined {
  if (value.trim() === "") {
    if (options.optional) return undefined
    if (field === "phoneNumber") return "phoneInvalid"
    return "required"
  }
  switch (field) {
    case "streetAddress":
      return hasLengthBetween(value, STREET_ADDRESS_LENGTH) ? undefined : "required"
    case "postOffice":
      return hasLengthBetween(value, POST_OFFICE_LENGTH) ? undefined : "required"
    case "zipCode":
      return isValidZipCode(value) ? undefined : "zipCodeInvalid"
    case "phoneNumber":
      return isValidPhoneNumber(value) ? undefined : "phoneInvalid"
    case "emailAddress":
      return isValidEmail(value, USER_EMAIL_MAX_LENGTH) ? undefined : "emailInvalid"
  }
}

/**
 * A person's name as the contract's PersonName takes it: letters (any script, with their marks), spaces, hyphens,
 * apostrophes and periods, and at least one letter ("00" is no name).
 */
export const PERSON_NAME_CHARACTERS = /^(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u

/** spec §2: the registration's first and last name, 2-50 characters after trimming. */
export function isValidPersonName(value: string): boolean {
  return hasLengthBetween(value, PERSON_NAME_LENGTH)
}

/** A name of the right length whose characters are not a name's (digits, symbols). */
export function hasNameCharacters(value: string): boolean {
  return PERSON_NAME_CHARACTERS.test(value.trim())
}
