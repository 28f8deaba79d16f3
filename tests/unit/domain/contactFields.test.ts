import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  isValidEmail,
  isValidFinnishPhone,
  isValidPhoneNumber,
  normalizePhone,
} from "../../../src/domain/contact.ts"
import {
  CONTACT_FIELDS,
  contactFieldProblem,
  hasLengthBetween,
  isValidPersonName,
  isValidZipCode,
  normalizeContactField,
} from "../../../src/domain/contactFields.ts"

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`))

describe("zip code: exactly 5 digits, trimmed (spec §5)", () => {
  it.each([
    ["00100", true],
    [" 02600 ", true],
    ["0010", false],
    ["001000", false],
    ["00 100", false],
    ["0010a", false],
    ["", false],
    ["１２３４５", false],
  ])("%j → %s", (zip, valid) => expect(isValidZipCode(zip)).toBe(valid))

  it("accepts every 5-digit string with any surrounding whitespace", () => {
    fc.assert(
      fc.property(digits(5, 5), fc.stringMatching(/^\s{0,2}$/), (zip, space) => {
        expect(isValidZipCode(`${space}${zip}${space}`)).toBe(true)
      }),
    )
  })

  it("rejects every other digit count and anything with a non-digit inside", () => {
    fc.assert(
      fc.property(digits(0, 12), (zip) => {
        expect(isValidZipCode(zip)).toBe(zip.length === 5)
      }),
    )
    fc.assert(
      fc.property(
        digits(4, 4),
        fc.integer({ min: 0, max: 4 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (four, at, junk) => {
          fc.pre(!/[0-9]/.test(junk) && junk.trim() !== "")
          expect(isValidZipCode(four.slice(0, at) + junk + four.slice(at))).toBe(false)
        },
      ),
    )
  })
})

describe("field lengths (spec §5: street and post office 2-30, names 2-50)", () => {
  it("counts characters after trimming", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 60 }), (text) => {
        const length = text.trim().length
        expect(hasLengthBetween(text, { min: 2, max: 30 })).toBe(length >= 2 && length <= 30)
        expect(isValidPersonName(text)).toBe(length >= 2 && length <= 50)
      }),
    )
  })

  it.each([
    ["streetAddress", "A", "required"],
    ["streetAddress", "Mannerheimintie 12 B 7", undefined],
    ["streetAddress", "x".repeat(31), "required"],
    ["postOffice", "Helsinki", undefined],
    ["postOffice", "x".repeat(31), "required"],
    ["zipCode", "", "required"],
    ["zipCode", "123", "zipCodeInvalid"],
    ["phoneNumber", "", "phoneInvalid"],
    ["phoneNumber", "040 123 4567", undefined],
    ["phoneNumber", "+3584012345678901", "phoneInvalid"],
    ["emailAddress", "", "required"],
    ["emailAddress", "aino@example", "emailInvalid"],
    ["emailAddress", " aino.virtanen@example.fi ", undefined],
  ] as const)("%s %j → %s", (field, value, problem) => {
    expect(contactFieldProblem(field, value)).toBe(problem)
  })

  it("with optional fields, an empty field is fine and a filled one is checked as usual", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_FIELDS), fc.string({ maxLength: 40 }), (field, value) => {
        const optional = contactFieldProblem(field, value, { optional: true })
        if (value.trim() === "") expect(optional).toBeUndefined()
        else expect(optional).toBe(contactFieldProblem(field, value))
      }),
    )
  })
})

describe("Finnish phone: +358 or 0, 5-20 digits, normalised on blur (spec §5)", () => {
  const national = fc.stringMatching(/^[1-9][0-9]{3,15}$/)

  it("accepts numbers starting with 0 or +358 with 5 to 20 digits (special ranges aside)", () => {
    fc.assert(
      fc.property(national, fc.constantFrom("0", "+358"), (rest, prefix) => {
        fc.pre(!/^(60|70|100|200|300)/.test(rest))
        const number = `${prefix}${rest}`
        const count = number.replace("+", "").length
        expect(isValidFinnishPhone(number)).toBe(count >= 5 && count <= 20)
      }),
    )
  })

  it("rejects numbers that start with neither 0 nor +358", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[1-9][0-9]{4,18}$/), (number) => {
        fc.pre(!number.startsWith("+358"))
        expect(isValidFinnishPhone(number)).toBe(false)
      }),
    )
  })

  it("normalising replaces a leading 0 with +358, removes spaces, and keeps validity", () => {
    fc.assert(
      fc.property(national, fc.array(fc.nat({ max: 12 }), { maxLength: 3 }), (rest, cuts) => {
        let spaced = `0${rest}`
        for (const at of cuts) spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`
        const normalised = normalizePhone(spaced)
        expect(normalised).toBe(`+358${rest}`)
        expect(normalised).not.toMatch(/\s/)
        expect(isValidFinnishPhone(normalised)).toBe(isValidFinnishPhone(spaced))
        expect(normalizePhone(normalised)).toBe(normalised)
      }),
    )
  })

  it("a patient's phone fits 15 characters once normalised", () => {
    expect(isValidPhoneNumber("0401234567")).toBe(true)
    expect(isValidPhoneNumber("040123456789")).toBe(true)
    expect(isValidPhoneNumber("0401234567890")).toBe(false)
    expect(isValidPhoneNumber("04012345678901", 20)).toBe(true)
    // the shortest: five digits in all
    expect(isValidPhoneNumber("+35833")).toBe(true)
    expect(contactFieldProblem("phoneNumber", "+35833")).toBeUndefined()
  })
})

describe("email (spec §5)", () => {
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/)
  const tld = fc.stringMatching(/^[a-z]{2,6}$/)
  const local = fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,8})?$/)

  it("accepts a single mailbox on a dotted host with a letter top-level part", () => {
    fc.assert(
      fc.property(local, label, tld, (user, host, top) => {
        fc.pre(!host.startsWith("xn--"))
        expect(isValidEmail(`${user}@${host}.${top}`)).toBe(true)
      }),
    )
  })

  it.each([
    ["aino@example.f", "a one-letter top-level part"],
    ["aino@example.123", "a numeric top-level part"],
    ["aino@localhost", "an undotted host"],
    ["aino@xn--exmple-cua.fi", "a punycode domain"],
    ["aino virtanen@example.fi", "a space"],
    ["aino@example.fi, juha@example.fi", "two mailboxes"],
    ["aino@@example.fi", "two at signs"],
    [".aino@example.fi", "a leading dot"],
    ["aino..v@example.fi", "two dots"],
    ["aino@-example.fi", "a host label starting with a hyphen"],
  ])("rejects %j (%s)", (email) => expect(isValidEmail(email)).toBe(false))

  it("trims and removes control characters before checking", () => {
    expect(isValidEmail(" aino@example.fi\u0007 ")).toBe(true)
    expect(normalizeContactField("emailAddress", "\taino@example.fi\u0000 ")).toBe("aino@example.fi")
  })

  it("holds the user's maximum of 78 characters and the guardian's 100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 110 }), (length) => {
        const email = `${"a".repeat(length)}@example.fi`
        expect(isValidEmail(email)).toBe(email.length <= 78)
        expect(isValidEmail(email, 100)).toBe(email.length <= 100)
      }),
    )
  })
})
