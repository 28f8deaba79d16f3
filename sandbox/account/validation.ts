// The contact rules of spec booking §5, checked again on the server: a client that skips them gets the
// contract's 400 ValidationError with one detail per field. Values are normalised the way the form does it.
import type { components } from "../../generated/openapi.ts"

type ValidationIssue = components["schemas"]["ValidationIssue"]

// spec booking §5 messages
const REQUIRED = "Required"
const EMAIL_INVALID = "Your email address is invalid."
const PHONE_INVALID = "Please provide a phone number"
const ZIP_INVALID = "Zipcode length should be 5 and can only contain numbers"

export const PATIENT_EMAIL_MAX = 78
export const GUARDIAN_EMAIL_MAX = 100
export const PATIENT_PHONE_MAX = 15
export const GUARDIAN_PHONE_MAX = 20

// Our reading of "excluded special ranges": service and premium-rate numbers cannot receive text messages.
const EXCLUDED_PHONE_PREFIXES = ["0100", "0200", "0600", "0700"]
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g

/** Trimmed, control characters removed (spec: email). */
export function normaliseEmail(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").trim()
}

/** spec: a leading 0 becomes +358 and spaces are removed. */
export function normalisePhone(value: string): string {
  const compact = value.replace(/\s+/g, "")
  return compact.startsWith("0") ? `+358${compact.slice(1)}` : compact
}

export function isValidEmail(value: string, maxLength: number): boolean {
  if (value.length === 0 || value.length > maxLength || /\s/.test(value)) return false
  const parts = value.split("@")
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  if (!/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) || local.startsWith(".") || local.endsWith(".")) {
    return false
  }
  if (domain.toLowerCase().includes("xn--")) return false
  const labels = domain.split(".")
  if (labels.length < 2) return false
  const topLevel = labels.at(-1) ?? ""
  return (
    /^[A-Za-z]{2,}$/.test(topLevel) &&
    labels.every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
  )
}

/** A normalised Finnish number: +358 and 5–20 digits in all, not a service or premium-rate number. */
export function isValidPhone(normalised: string, maxLength: number): boolean {
  if (normalised.length > maxLength || !/^\+358[0-9]+$/.test(normalised)) return false
  const digits = normalised.length - 1
  const national = `0${normalised.slice(4)}`
  return digits >= 5 && digits <= 20 && !EXCLUDED_PHONE_PREFIXES.some((prefix) => national.startsWith(prefix))
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

  phone(field: string, value: string | undefined, maxLength = PATIENT_PHONE_MAX): string {
    const normalised = normalisePhone(value ?? "")
    if (!isValidPhone(normalised, maxLength)) this.fail(field, PHONE_INVALID)
    return normalised
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
