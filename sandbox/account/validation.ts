// The contact rules of spec booking §5, checked again on the server: a client that skips them gets the
// contract's 400 ValidationError with one detail per field. Values are normalised the way the form does it.
import type { components } from "../../generated/openapi.ts"
import {
  cleanEmail,
  isValidEmail as isValidDomainEmail,
  isValidPhoneNumber,
  normalizePhone,
  USER_PHONE_MAX_LENGTH,
} from "../../src/domain/contact.ts"
import {
  GUARDIAN_PHONE_MAX_LENGTH,
  hasNameCharacters,
  PERSON_NAME_LENGTH,
} from "../../src/domain/contactFields.ts"

type ValidationIssue = components["schemas"]["ValidationIssue"]

// spec booking §5 messages
const REQUIRED = "Required"
const EMAIL_INVALID = "Your email address is invalid."
const PHONE_INVALID = "Please provide a phone number"
const ZIP_INVALID = "Zipcode length should be 5 and can only contain numbers"
// ours: the spec gives no text for a name of digits or symbols
const NAME_CHARACTERS = "A name can have only letters, spaces, hyphens and apostrophes"

export const PATIENT_EMAIL_MAX = 78
export const GUARDIAN_EMAIL_MAX = 100
export const PATIENT_PHONE_MAX = USER_PHONE_MAX_LENGTH
export const GUARDIAN_PHONE_MAX = GUARDIAN_PHONE_MAX_LENGTH

// The same rules as the portal's forms (src/domain/contact.ts), with each field's own maximum length.
export const normaliseEmail = cleanEmail

export function isValidEmail(value: string, maxLength: number): boolean {
  return isValidDomainEmail(value, maxLength)
}

/** Collects issues field by field; each check returns the normalised value to save. */
export class FieldChecker {
  readonly issues: ValidationIssue[] = []
  private readonly prefix: string

  constructor(prefix = "body") {
    this.prefix = prefix
  }

  private fail(field: string, message: string): void {
    this.issues.push({ path: `${this.prefix}.${field}`, message })
  }

  text(field: string, value: string | undefined, min: number, max: number, message = REQUIRED): string {
    const trimmed = (value ?? "").trim()
    if (trimmed.length < min || trimmed.length > max) this.fail(field, message)
    return trimmed
  }

  /** A registration's name: 2-50 characters after trimming, a name's characters only (the portal's rule). */
  personName(field: string, value: string | undefined): string {
    const trimmed = this.text(field, value, PERSON_NAME_LENGTH.min, PERSON_NAME_LENGTH.max)
    if (trimmed !== "" && !hasNameCharacters(trimmed)) this.fail(field, NAME_CHARACTERS)
    return trimmed
  }

  zipCode(field: string, value: string | undefined): string {
    const trimmed = (value ?? "").trim()
    if (!/^[0-9]{5}$/.test(trimmed)) this.fail(field, trimmed === "" ? REQUIRED : ZIP_INVALID)
    return trimmed
  }

  email(field: string, value: string | undefined, maxLength = PATIENT_EMAIL_MAX): string {
    const normalised = normaliseEmail(value ?? "")
    if (!isValidEmail(normalised, maxLength)) this.fail(field, EMAIL_INVALID)
    return normalised
  }

  /** A contact phone by the portal's one phone rule (isValidPhoneNumber), saved normalised (+358…). */
  phone(field: string, value: string | undefined, maxLength = PATIENT_PHONE_MAX): string {
    if (!isValidPhoneNumber(value ?? "", maxLength)) this.fail(field, PHONE_INVALID)
    return normalizePhone(value ?? "")
  }

  language(field: string, value: string | undefined): "fi" | "sv" | "en" {
    if (value === "fi" || value === "sv" || value === "en") return value
    this.fail(field, "must be one of fi, sv, en")
    return "fi"
  }

  /** An optional field: checked only when given (a child's registration). */
  optional<T>(value: string | undefined, check: (value: string) => T): T | undefined {
    return value === undefined ? undefined : check(value)
  }

  custom(field: string, message: string): void {
    this.fail(field, message)
  }

  get ok(): boolean {
    return this.issues.length === 0
  }
}
