import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  isCompleteSmsCode,
  isMfaSwitchedOn,
  isMfaToggleAvailable,
  isSmsCodeDigit,
  isSmsLoginPhone,
  MFA_STATUS_TYPES,
  mfaStatusTextKey,
  normalizeSmsLoginPhone,
  ONBOARDING_FADE_MS,
  SMS_CODE_LENGTH,
} from "../../../src/domain/mfa.ts"
import fi from "../../../locales/fi/smsLogin.json"

describe("the SMS-login phone number (spec messaging §5)", () => {
  it("is trimmed and loses its spaces", () => {
    expect(normalizeSmsLoginPhone("  +358 40 123 4567 ")).toBe("+358401234567")
    expect(normalizeSmsLoginPhone("040\t123 45")).toBe("04012345")
  })

  it("is an optional leading plus and at least 6 digits", () => {
    for (const valid of ["+358401234567", "0401234567", "123456", "+123456", " 040 123 456 "]) {
      expect(isSmsLoginPhone(valid), valid).toBe(true)
    }
    for (const invalid of ["", "12345", "+12345", "++123456", "12345a6", "+358-40-1234567", "358+401234"]) {
      expect(isSmsLoginPhone(invalid), invalid).toBe(false)
    }
  })

  it("takes no more than the contract's 20 characters", () => {
    expect(isSmsLoginPhone(`+${"1".repeat(19)}`)).toBe(true)
    expect(isSmsLoginPhone(`+${"1".repeat(20)}`)).toBe(false)
  })

  it("accepts any digits with spaces between them, 6 to 19 digits long", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 19 }),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 19, maxLength: 19 }),
        (digits, plus, spaces) => {
          const typed = (plus ? "+" : "") + digits.map((d, i) => (spaces[i] ? ` ${d}` : `${d}`)).join("")
          expect(isSmsLoginPhone(typed)).toBe(true)
          expect(normalizeSmsLoginPhone(typed)).toBe((plus ? "+" : "") + digits.join(""))
        },
      ),
    )
  })

  it("refuses any letter in the number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,12}$/), fc.stringMatching(/^[a-zA-Z]$/), (digits, letter) => {
        expect(isSmsLoginPhone(digits + letter)).toBe(false)
      }),
    )
  })
})

describe("the SMS-login code (spec messaging §5)", () => {
  it("is four digits 0-9", () => {
    expect(SMS_CODE_LENGTH).toBe(4)
    expect([..."0123456789"].every(isSmsCodeDigit)).toBe(true)
    expect(["a", "A", " ", "+", "١"].some(isSmsCodeDigit)).toBe(false)
    expect(isCompleteSmsCode("4567")).toBe(true)
    expect(isCompleteSmsCode("456")).toBe(false)
    expect(isCompleteSmsCode("45a7")).toBe(false)
  })

  it("the card fades out over 500 ms (spec messaging §9)", () => {
    expect(ONBOARDING_FADE_MS).toBe(500)
  })
})

describe("the MFA status types (spec booking §3)", () => {
  it("each has a text", () => {
    for (const type of MFA_STATUS_TYPES) expect(fi.status[mfaStatusTextKey(type)], type).toBeTruthy()
  })

  it("the switch is on only when enabled (not while a number waits to be verified), and changeable unless the service has none or it is locked", () => {
    expect(MFA_STATUS_TYPES.filter(isMfaSwitchedOn)).toEqual(["enabled"])
    expect(MFA_STATUS_TYPES.filter((type) => !isMfaToggleAvailable(type))).toEqual([
      "too-many-onboarding-attempts",
      "environment-has-mfa-disabled",
    ])
  })
})
