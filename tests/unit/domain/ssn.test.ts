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
