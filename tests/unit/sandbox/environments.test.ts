import { describe, expect, it } from "vitest"
import { ENVIRONMENT_FEATURES } from "../../../sandbox/environments.ts"

describe("sandbox session features per environment", () => {
  it("turn on at least as much in development as in production", () => {
    for (const brand of ["adult", "children"] as const) {
      const development = ENVIRONMENT_FEATURES[`${brand}-development`]
      for (const feature of ENVIRONMENT_FEATURES[`${brand}-production`])
        expect(development).toContain(feature)
    }
  })

  it("offer each brand only what it has", () => {
    for (const stage of ["development", "production"] as const) {
      expect(ENVIRONMENT_FEATURES[`adult-${stage}`]).not.toContain("pikkutsatti")
      for (const adultOnly of [
        "kela65",
        "ohc-appointment-search",
        "sickness-fund-page",
        "customer-messaging-enabled",
      ])
        expect(ENVIRONMENT_FEATURES[`children-${stage}`]).not.toContain(adultOnly)
    }
  })

  it("leave the per-person flags out of production", () => {
    expect(ENVIRONMENT_FEATURES["adult-production"]).not.toContain("customer-messaging-allowed")
    expect(ENVIRONMENT_FEATURES["adult-production"]).not.toContain("is-finnair-sickness-fund-member")
  })
})
