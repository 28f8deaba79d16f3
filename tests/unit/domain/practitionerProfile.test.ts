import { describe, expect, it } from "vitest"
import { hasPublicProfile, practitionerProfileUrl } from "../../../src/domain/practitionerProfile.ts"

describe("practitioner profile links", () => {
  it("has no suffix in Finnish, -2 in English and -3 in Swedish", () => {
    const site = "https://www.aava.example"
    expect(practitionerProfileUrl(site, "1234", "fi")).toBe("https://www.aava.example/asiantuntijat/1234")
    expect(practitionerProfileUrl(site, "1234", "en")).toBe("https://www.aava.example/asiantuntijat/1234-2")
    expect(practitionerProfileUrl(site, "1234", "sv")).toBe("https://www.aava.example/asiantuntijat/1234-3")
  })

  it("tolerates a trailing slash on the site and escapes the id", () => {
    expect(practitionerProfileUrl("https://lapset.aava.example/", "a b", "fi")).toBe(
      "https://lapset.aava.example/asiantuntijat/a%20b",
    )
  })

  it("gives resources no profile", () => {
    expect(hasPublicProfile({ isResource: true })).toBe(false)
    expect(hasPublicProfile({ isResource: false })).toBe(true)
  })
})
