import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  DEFAULT_HEALTH_CARE_TYPE,
  DEFAULT_SESSION_SCOPE,
  FEATURES,
  hasFeatures,
  isFeature,
  isHealthCareType,
  isSessionScope,
  parseFeatures,
} from "../../../src/domain/features.ts"

describe("features", () => {
  it("are the ten the spec lists", () => {
    expect(FEATURES).toEqual([
      "mfa",
      "customer-messaging-enabled",
      "customer-messaging-allowed",
      "sickness-fund-page",
      "is-finnair-sickness-fund-member",
      "pikkutsatti",
      "price-details",
      "kela65",
      "ohc-appointment-search",
      "lahitapiola-insurance-flow",
    ])
    expect(FEATURES.every(isFeature)).toBe(true)
    expect(isFeature("MFA")).toBe(false)
    expect(isFeature(undefined)).toBe(false)
  })

  it("parseFeatures keeps known features once, in the canonical order", () => {
    expect(parseFeatures(["kela65", "unknown-flag", 7, "mfa", "kela65"])).toEqual(["mfa", "kela65"])
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...FEATURES), fc.string())), (values) => {
        const parsed = parseFeatures(values)
        expect(parsed.every(isFeature)).toBe(true)
        expect(new Set(parsed).size).toBe(parsed.length)
        expect(new Set(parsed)).toEqual(new Set(values.filter(isFeature)))
      }),
    )
  })

  it("hasFeatures needs every feature asked for", () => {
    expect(hasFeatures(["mfa", "kela65"], "mfa", "kela65")).toBe(true)
    expect(hasFeatures(["mfa"], "mfa", "kela65")).toBe(false)
    expect(hasFeatures([])).toBe(true)
  })
})

describe("health care type and session scope", () => {
  it("default to private and the standard scope", () => {
    expect(DEFAULT_HEALTH_CARE_TYPE).toBe("private")
    expect(DEFAULT_SESSION_SCOPE).toBe("standard")
  })

  it("are guarded", () => {
    expect(["private", "kela65", "occupational", "insurance"].every(isHealthCareType)).toBe(true)
    expect(isHealthCareType("Private")).toBe(false)
    expect(isSessionScope("inAppBooking")).toBe(true)
    expect(isSessionScope("kiosk")).toBe(false)
  })
})
