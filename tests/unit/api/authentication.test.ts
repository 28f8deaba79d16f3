import { describe, expect, it } from "vitest"
import type { components } from "../../../generated/openapi.ts"
import { AUTHENTICATION_METHODS, authenticateUrl } from "../../../src/platform/api/authentication.ts"

type Method = components["schemas"]["AuthenticationMethod"]
// every method of the contract is offered, exactly once
const everyMethod: Record<Method, true> = Object.fromEntries(
  AUTHENTICATION_METHODS.map((m) => [m, true]),
) as Record<Method, true>

describe("authenticateUrl", () => {
  it("offers the mobile certificate and ten banks", () => {
    expect(AUTHENTICATION_METHODS).toHaveLength(11)
    expect(Object.keys(everyMethod)).toHaveLength(11)
    expect(AUTHENTICATION_METHODS[0]).toBe("mobiilivarmenne")
  })

  it("carries lang, next and acr_values", () => {
    expect(authenticateUrl({ lang: "sv", next: "/sv/tidsbokning?x=1&y=ä", method: "tupas-nordea" })).toBe(
      "/oauth/authenticate?lang=sv&next=%2Fsv%2Ftidsbokning%3Fx%3D1%26y%3D%C3%A4&acr_values=tupas-nordea",
    )
    expect(authenticateUrl({ lang: "fi", method: "mobiilivarmenne" })).toBe(
      "/oauth/authenticate?lang=fi&acr_values=mobiilivarmenne",
    )
  })
})
