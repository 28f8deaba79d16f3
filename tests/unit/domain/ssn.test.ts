import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  birthDateOf,
  CHECK_CHARACTERS,
  checkCharacterFor,
  isCheckInCodeCharacter,
  isValidSsn,
  normalizeSsn,
  parseSsn,
} from "../../../src/domain/ssn.ts"

describe("personal identity code", () => {
  it.each([
    ["131052-308T", "1952-10-13", "female"],
    ["010101A903U", "2001-01-01", "male"],
    ["290200A9554", "2000-02-29", "male"],
    ["010150+941P", "1850-01-01", "male"],
    ["311299Y9329", "1999-12-31", "female"],
  ])("%s is valid, born %s", (code, born, sex) => {
    expect(isValidSsn(code)).toBe(true)
    expect(birthDateOf(code)).toBe(born)
    expect(parseSsn(code)?.sex).toBe(sex)
  })

  it.each([
    ["131052-308A", "wrong check character"],
    ["310252-9013", "31 February"],
    ["290201A955C", "29 February 2001"],
    ["131052G308T", "unknown separator"],
    ["131052-308", "too short"],
    ["131052-308TX", "too long"],
    ["", "empty"],
  ])("%s is not valid (%s)", (code) => {
    expect(isValidSsn(code)).toBe(false)
  })

  it("is upper-cased and trimmed before checking", () => {
    expect(normalizeSsn(" 131052-308t ")).toBe("131052-308T")
    expect(isValidSsn(" 131052-308t ")).toBe(true)
  })

  it("accepts development-style codes only when allowed", () => {
    expect(isValidSsn("010190-AB1X")).toBe(false)
    expect(isValidSsn("010190-AB1X", { allowDevelopmentCodes: true })).toBe(true)
  })

  it("accepts exactly the code whose check character is computed from its digits", () => {
    const day = fc.integer({ min: 1, max: 28 })
    const month = fc.integer({ min: 1, max: 12 })
    const year = fc.integer({ min: 0, max: 99 })
    const individual = fc.integer({ min: 2, max: 999 })
    fc.assert(
      fc.property(day, month, year, individual, fc.constantFrom("-", "A", "Y"), (d, m, y, n, sep) => {
        const date = [d, m, y].map((v) => String(v).padStart(2, "0")).join("")
        const number = String(n).padStart(3, "0")
        const check = checkCharacterFor(date, number)
        expect(isValidSsn(`${date}${sep}${number}${check}`)).toBe(true)
        const wrong = CHECK_CHARACTERS[(CHECK_CHARACTERS.indexOf(check) + 1) % 31]
        expect(isValidSsn(`${date}${sep}${number}${wrong}`)).toBe(false)
      }),
    )
  })
})

describe("check-in code characters", () => {
  it("takes digits everywhere and check letters only in the fourth box", () => {
    expect(isCheckInCodeCharacter("7", 0)).toBe(true)
    expect(isCheckInCodeCharacter("T", 0)).toBe(false)
    expect(isCheckInCodeCharacter("T", 3)).toBe(true)
    expect(isCheckInCodeCharacter("t", 3)).toBe(true)
    for (const letter of ["G", "I", "O", "Q", "Z"]) expect(isCheckInCodeCharacter(letter, 3)).toBe(false)
    expect(isCheckInCodeCharacter("12", 0)).toBe(false)
  })
})

// An independent statement of the rules (spec booking §5, messaging §5), for the property tests below.
const SEPARATORS_BY_CENTURY = {
  1800: ["+"],
  1900: ["-", "U", "V", "W", "X", "Y"],
  2000: ["A", "B", "C", "D", "E", "F"],
}
const pad = (value: number, length = 2) => String(value).padStart(length, "0")
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Any real birth date 1800-2099 with a separator of its century and a three-digit individual number. */
const realCode = fc
  .record({
    year: fc.integer({ min: 1800, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayFraction: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    individual: fc.integer({ min: 0, max: 999 }),
    separatorIndex: fc.nat(),
  })
  .map(({ year, month, dayFraction, individual, separatorIndex }) => {
    const day = 1 + Math.floor(dayFraction * daysIn(year, month))
    const century = (Math.floor(year / 100) * 100) as 1800 | 1900 | 2000
    const separators = SEPARATORS_BY_CENTURY[century]
    const separator = separators[separatorIndex % separators.length]!
    const date = `${pad(day)}${pad(month)}${pad(year % 100)}`
    const number = pad(individual, 3)
    const check = CHECK_CHARACTERS[Number(`${date}${number}`) % 31]!
    return {
      code: `${date}${separator}${number}${check}`,
      born: `${year}-${pad(month)}-${pad(day)}`,
      individual,
    }
  })

describe("personal identity code (properties)", () => {
  it("accepts every code with a real date, its century's separator and the mod-31 check character", () => {
    fc.assert(
      fc.property(realCode, ({ code, born, individual }) => {
        expect(code).toHaveLength(11)
        expect(isValidSsn(code)).toBe(true)
        expect(birthDateOf(code)).toBe(born)
        expect(parseSsn(code)?.sex).toBe(individual % 2 === 0 ? "female" : "male")
      }),
    )
  })

  it("rejects every other check character", () => {
    fc.assert(
      fc.property(realCode, fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), ({ code }, other) => {
        fc.pre(other !== code[10])
        expect(isValidSsn(code.slice(0, 10) + other)).toBe(false)
      }),
    )
  })

  it("reads the century from the separator: A-F 2000s, U-Y and '-' 1900s, '+' 1800s", () => {
    const centuryOf = (separator: string) =>
      separator === "+" ? 1800 : "-UVWXY".includes(separator) ? 1900 : 2000
    fc.assert(
      fc.property(realCode, fc.constantFrom(..."+-UVWXYABCDEF"), ({ code, born }, separator) => {
        const parsed = parseSsn(code.slice(0, 6) + separator + code.slice(7))
        const year = centuryOf(separator) + Number(born.slice(2, 4))
        // the check character does not depend on the separator: the code stays valid when the date exists then
        const exists = !(born.endsWith("02-29") && (year % 4 !== 0 || (year % 100 === 0 && year % 400 !== 0)))
        expect(parsed?.birthDate.year).toBe(exists ? year : undefined)
      }),
    )
  })

  it("rejects separators outside A-F, U-Y, '-' and '+'", () => {
    fc.assert(
      fc.property(realCode, fc.constantFrom("G", "T", "Z", "*", "/", " ", "0"), ({ code }, separator) => {
        expect(isValidSsn(code.slice(0, 6) + separator + code.slice(7))).toBe(false)
      }),
    )
  })

  it("is upper-cased and trimmed: any casing and surrounding whitespace give the same answer", () => {
    fc.assert(
      fc.property(
        realCode,
        fc.stringMatching(/^\s{0,3}$/),
        fc.stringMatching(/^\s{0,3}$/),
        ({ code }, a, b) => {
          expect(isValidSsn(`${a}${code.toLowerCase()}${b}`)).toBe(true)
          expect(normalizeSsn(`${a}${code.toLowerCase()}${b}`)).toBe(code)
        },
      ),
    )
  })

  it("rejects any code that is not 11 characters after trimming", () => {
    fc.assert(
      fc.property(realCode, fc.string({ minLength: 1, maxLength: 3 }), ({ code }, extra) => {
        fc.pre(extra.trim() !== "")
        expect(isValidSsn(code + extra.trim())).toBe(false)
        expect(isValidSsn(code.slice(0, 10))).toBe(false)
      }),
    )
  })

  it("rejects dates that do not exist", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1800, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 999 }),
        (year, month, extraDay, individual) => {
          const day = daysIn(year, month) + extraDay
          fc.pre(day <= 99)
          const date = `${pad(day)}${pad(month)}${pad(year % 100)}`
          const separator = SEPARATORS_BY_CENTURY[(Math.floor(year / 100) * 100) as 1800 | 1900 | 2000][0]!
          const number = pad(individual, 3)
          expect(isValidSsn(`${date}${separator}${number}${checkCharacterFor(date, number)}`)).toBe(false)
        },
      ),
    )
  })

  it.each([
    ["290200A9554", true, "29 February 2000 (a leap year)"],
    ["290200-9018", false, "29 February 1900 (not a leap year)"],
    ["001052-308T", false, "day 00"],
    ["131352-308T", false, "month 13"],
    ["010100+0044", true, "1 January 1800"],
    ["311299F9998", true, "31 December 2099"],
  ])("%s valid: %s (%s)", (code, valid) => {
    const fixed = code.slice(0, 10) + checkCharacterFor(code.slice(0, 6), code.slice(7, 10))
    expect(isValidSsn(fixed)).toBe(valid)
  })

  it("accepts development-style codes (two letters and a digit) only when configured", () => {
    fc.assert(
      fc.property(
        realCode,
        fc.stringMatching(/^[A-Z]{2}[0-9]$/),
        fc.constantFrom(...CHECK_CHARACTERS),
        ({ code }, individual, check) => {
          const development = `${code.slice(0, 7)}${individual}${check}`
          expect(isValidSsn(development)).toBe(false)
          expect(isValidSsn(development, { allowDevelopmentCodes: true })).toBe(true)
          expect(parseSsn(development, { allowDevelopmentCodes: true })?.isDevelopmentCode).toBe(true)
        },
      ),
    )
  })

  it("never accepts G, I, O, Q or Z as the check character, not even in a development code", () => {
    for (const letter of ["G", "I", "O", "Q", "Z"]) {
      expect(isValidSsn(`010190-AB1${letter}`, { allowDevelopmentCodes: true })).toBe(false)
    }
  })
})
