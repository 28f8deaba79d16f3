import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  cleanEmail,
  isNonBlank,
  isValidEmail,
  isValidFinnishPhone,
  normalizePhone,
} from "../../../src/domain/contact.ts"

describe("names", () => {
  it("must be non-blank after trimming", () => {
    expect(isNonBlank("Aino")).toBe(true)
    expect(isNonBlank("   ")).toBe(false)
    expect(isNonBlank("\t\n")).toBe(false)
  })
})

describe("Finnish phone", () => {
  it.each(["+358401234567", "0401234567", "040 123 4567", "+358 9 123 456", "09123"])("accepts %s", (phone) =>
    expect(isValidFinnishPhone(phone)).toBe(true),
  )
  it.each([
    "",
    "401234567",
    "+46701234567",
    "+358-40-123",
    "0401234567x",
    "0123",
    "+358123456789012345678",
    "0600123456",
    "+358700123456",
    "0100100",
    "++358401234567",
  ])("rejects %s", (phone) => expect(isValidFinnishPhone(phone)).toBe(false))

  it("normalises a leading 0 to +358 and removes spaces", () => {
    expect(normalizePhone("040 123 4567")).toBe("+358401234567")
    expect(normalizePhone(" +358 40 1234567 ")).toBe("+358401234567")
  })

  it("keeps validity when normalised (property)", () => {
    const mobile = fc.stringMatching(/^0[45]\d{6,9}$/)
    fc.assert(
      fc.property(mobile, (phone) => {
        expect(isValidFinnishPhone(phone)).toBe(true)
        expect(isValidFinnishPhone(normalizePhone(phone))).toBe(true)
        expect(normalizePhone(normalizePhone(phone))).toBe(normalizePhone(phone))
      }),
    )
  })

  it("never accepts a number with anything but digits after the plus (property)", () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        fc.pre(/[^\d\s]/.test(junk))
        expect(isValidFinnishPhone(`+35840${junk}1234`)).toBe(false)
      }),
    )
  })
})

describe("email", () => {
  it.each(["aino@example.fi", "  aino.virtanen+x@mail.example.com ", "a\u0007ino@example.fi"])(
    "accepts %j",
    (email) => expect(isValidEmail(email)).toBe(true),
  )
  it.each([
    "",
    "aino",
    "aino@example",
    "aino@example.f",
    "aino@example.123",
    "ai no@example.fi",
    "aino@@example.fi",
    "a@b@example.fi",
    "aino@xn--mnchen-3ya.de",
    "Aino <aino@example.fi>",
    "aino@example.fi, eino@example.fi",
    ".aino@example.fi",
    `${"a".repeat(70)}@example.fi`,
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false))

  it("trims and removes control characters", () => {
    expect(cleanEmail(" \u0000aino@example.fi\u001f ")).toBe("aino@example.fi")
  })

  it("rejects any address with a space inside (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), (a, b) => {
        expect(isValidEmail(`${a} ${b}@example.fi`)).toBe(false)
        expect(isValidEmail(`${a}${b}@example.fi`)).toBe(true)
      }),
    )
  })
})
