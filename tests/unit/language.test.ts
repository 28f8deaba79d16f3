import { describe, expect, it } from "vitest"
import { isLang } from "../../src/domain/language.ts"

describe("isLang", () => {
  it("accepts the three interface languages only", () => {
    expect(["fi", "sv", "en"].every(isLang)).toBe(true)
    expect(isLang("de")).toBe(false)
    expect(isLang(undefined)).toBe(false)
  })
})
