// SMS login (the second factor): spec booking §3 'MFA status types', §4 'MFA'; spec messaging §4 'SMS-login
// onboarding', §5 'SMS-login phone number' and 'SMS-login code', §9 'Onboarding fade 500 ms'.
import { isPinDigit, PIN_LENGTH } from "./session.ts"

/** spec booking §3 / messaging §3: the statuses SMS login may be in. */
export const MFA_STATUS_TYPES = [
  "too-many-onboarding-attempts",
  "user-has-no-verified-mfa-device",
  "environment-has-mfa-disabled",
  "user-wants-to-enable-mfa",
  "enabled",
] as const
export type MfaStatusType = (typeof MFA_STATUS_TYPES)[number]

/** The key of each status's text in the smsLogin namespace (`status.<key>`). */
export const MFA_STATUS_TEXT_KEYS = {
  "too-many-onboarding-attempts": "tooManyOnboardingAttempts",
  "user-has-no-verified-mfa-device": "noVerifiedDevice",
  "environment-has-mfa-disabled": "environmentDisabled",
  "user-wants-to-enable-mfa": "wantsToEnable",
  enabled: "enabled",
} as const satisfies Record<MfaStatusType, string>

export type MfaStatusTextKey = (typeof MFA_STATUS_TEXT_KEYS)[MfaStatusType]

export function mfaStatusTextKey(type: MfaStatusType): MfaStatusTextKey {
  return MFA_STATUS_TEXT_KEYS[type]
}

/**
 * Whether the switch reads as on: only when SMS login is enabled. A patient who has asked for it but not verified a
 * number yet logs in without the code, so the switch stays off until the number is verified.
 */
export function isMfaSwitchedOn(type: MfaStatusType): boolean {
  return type === "enabled"
}

/** Whether the patient may turn SMS login on or off in this status (not where the service has none, nor while locked). */
export function isMfaToggleAvailable(type: MfaStatusType): boolean {
  return type !== "environment-has-mfa-disabled" && type !== "too-many-onboarding-attempts"
}

/** spec messaging §5: the number as sent, trimmed and without spaces. */
export function normalizeSmsLoginPhone(input: string): string {
  return input.trim().replace(/\s+/g, "")
}

const SMS_LOGIN_PHONE = /^\+?[0-9]{6,}$/

/** The contract's limit on the number sent (MfaOnboardingStart.phoneNumber maxLength). */
export const SMS_LOGIN_PHONE_MAX_LENGTH = 20

/**
 * spec messaging §5: after trimming and removing spaces, an optional leading plus and at least 6 digits (and no
 * longer than the contract takes).
 */
export function isSmsLoginPhone(input: string): boolean {
  const phone = normalizeSmsLoginPhone(input)
  return SMS_LOGIN_PHONE.test(phone) && phone.length <= SMS_LOGIN_PHONE_MAX_LENGTH
}

/** spec messaging §5: four single-digit boxes, 0-9 only (the same boxes as the MFA page's PIN). */
export const SMS_CODE_LENGTH = PIN_LENGTH
export const isSmsCodeDigit = isPinDigit

export function isCompleteSmsCode(code: string): boolean {
  return code.length === SMS_CODE_LENGTH && [...code].every(isSmsCodeDigit)
}

/** spec messaging §9: the onboarding card fades out over 500 ms after a verified code. */
export const ONBOARDING_FADE_MS = 500
