import { describe, expect, it } from "vitest"
import {
  guardianFieldProblem,
  guardianFieldsShown,
  MAX_GUARDIANS,
  normalizeGuardianField,
} from "../../../src/domain/guardian.ts"

describe("the guardian form's rules (spec booking §5 Guardian, §9)", () => {
  it("allows at most 2 guardians", () => {
    expect(MAX_GUARDIANS).toBe(2)
  })

  it("name: required, at most 40 characters", () => {
    expect(guardianFieldProblem("name", "  ", true)).toBe("required")
    expect(guardianFieldProblem("name", "a".repeat(40), true)).toBeUndefined()
    expect(guardianFieldProblem("name", "a".repeat(41), true)).toBe("tooLong")
    expect(guardianFieldProblem("name", ` ${"a".repeat(40)} `, true)).toBeUndefined()
  })

  it("phone: a Finnish number of at most 20 characters once normalised", () => {
    expect(guardianFieldProblem("phone", "", true)).toBe("phoneInvalid")
    expect(guardianFieldProblem("phone", "040 123 4567", true)).toBeUndefined()
    expect(guardianFieldProblem("phone", "+46701234567", true)).toBe("phoneInvalid")
    // 19 digits after the 0 become 22 characters with +358
    expect(guardianFieldProblem("phone", `0${"4".repeat(18)}`, true)).toBe("phoneInvalid")
    expect(guardianFieldProblem("phone", `+358${"4".repeat(16)}`, true)).toBeUndefined()
  })

  it("email: valid and at most 100 characters", () => {
    expect(guardianFieldProblem("emailAddress", "aino@example.fi", true)).toBeUndefined()
    expect(guardianFieldProblem("emailAddress", "aino@", true)).toBe("emailInvalid")
    const long = `${"a".repeat(89)}@example.fi`
    expect(long).toHaveLength(100)
    expect(guardianFieldProblem("emailAddress", long, true)).toBeUndefined()
    expect(guardianFieldProblem("emailAddress", `a${long}`, true)).toBe("emailInvalid")
  })

  it("the address: not asked for with the same address; otherwise required, street and post office at most 30", () => {
    for (const field of ["streetAddress", "zipCode", "postOffice"] as const) {
      expect(guardianFieldProblem(field, "", true)).toBeUndefined()
      expect(guardianFieldProblem(field, "", false)).toBe("required")
    }
    expect(guardianFieldProblem("streetAddress", "a".repeat(31), false)).toBe("tooLong")
    expect(guardianFieldProblem("postOffice", "a".repeat(30), false)).toBeUndefined()
    expect(guardianFieldProblem("zipCode", "0057", false)).toBe("zipCodeInvalid")
    expect(guardianFieldProblem("zipCode", "0057a", false)).toBe("zipCodeInvalid")
    expect(guardianFieldProblem("zipCode", " 00570 ", false)).toBeUndefined()
    expect(guardianFieldsShown(true)).toEqual(["name", "phone", "emailAddress"])
    expect(guardianFieldsShown(false)).toHaveLength(6)
  })

  it("normalises the phone and trims the rest", () => {
    expect(normalizeGuardianField("phone", "040 123 4567")).toBe("+358401234567")
    expect(normalizeGuardianField("name", "  Laura Korhonen ")).toBe("Laura Korhonen")
  })
})
