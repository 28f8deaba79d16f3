// spec booking §5: the contact fields of the reservation forms (names, Finnish phone, email).

/** spec §5: user email input max 78 chars, user phone max 15, ssn max 11. */
export const USER_EMAIL_MAX_LENGTH = 78
export const USER_PHONE_MAX_LENGTH = 15
export const SSN_MAX_LENGTH = 11

/** Name fields: non-blank after trimming. */
export function isNonBlank(value: string): boolean {
  return value.trim().length > 0
}

const PHONE_MIN_DIGITS = 5
const PHONE_MAX_DIGITS = 20

/**
 * Excluded special ranges (spec §5 gives none; our choice): numbers after the national 0 / +358 that cannot
 * receive a confirmation SMS: premium-rate 0600 and 0700 numbers, and the national service numbers 0100, 0200,
 * 0300 (operators' service lines).
 */
const EXCLUDED_NATIONAL_PREFIXES = ["60", "70", "100", "200", "300"] as const

/** The national significant number (after +358 or 0), or undefined when the input is not Finnish. */
function nationalNumberOf(compact: string): string | undefined {
  if (compact.startsWith("+358")) return compact.slice(4)
  if (compact.startsWith("0")) return compact.slice(1)
  return undefined
}

/** spec §5: digits with an optional leading plus, starting with +358 or 0, 5 to 20 digits, no special ranges. */
export function isValidFinnishPhone(input: string): boolean {
  const compact = input.replace(/\s+/g, "")
  if (!/^\+?\d+$/.test(compact)) return false
  const digits = compact.replace("+", "").length
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return false
  const national = nationalNumberOf(compact)
  if (national === undefined || national.length === 0) return false
  return !EXCLUDED_NATIONAL_PREFIXES.some((prefix) => national.startsWith(prefix))
}

/** spec §5: normalised on blur: spaces removed, a leading 0 replaced by +358. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/\s+/g, "")
  return compact.startsWith("0") ? `+358${compact.slice(1)}` : compact
}

/**
 * The one rule of a contact phone, for every form and every call that takes one (the sandbox's too, and the
 * contract's PatientPhoneNumber and GuardianPhoneNumber say the same): a valid Finnish number that fits its field
 * once normalised (spec §5: a patient's 15 characters, a guardian's 20).
 */
export function isValidPhoneNumber(input: string, maxLength: number = USER_PHONE_MAX_LENGTH): boolean {
  return isValidFinnishPhone(input) && normalizePhone(input).length <= maxLength
}

/** spec §5: trimmed, control characters removed. */
export function cleanEmail(input: string): string {
  return input.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim()
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/

/**
 * spec §5: one mailbox address, no spaces, a domain without the punycode marker 'xn--', a dotted host whose
 * top-level part is 2 or more letters.
 */
export function isValidEmail(input: string, maxLength: number = USER_EMAIL_MAX_LENGTH): boolean {
  const email = cleanEmail(input)
  if (email.length === 0 || email.length > maxLength || /\s/.test(email)) return false
  const parts = email.split("@")
  if (parts.length !== 2) return false
  const [local, host] = parts as [string, string]
  if (!LOCAL_PART.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return false
  }
  if (host.toLowerCase().includes("xn--")) return false
  const labels = host.split(".")
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return false
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]!)
}
