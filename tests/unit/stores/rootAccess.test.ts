import { describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../src/platform/api/env.ts"
import { getBrandConfig } from "../../../src/platform/brand/config.ts"
import { DEFAULT_LANG } from "../../../src/domain/language.ts"
import { ReservationModel } from "../../../src/features/booking/store/Reservation.ts"
import { areaOf, brandConfigOf, featuresOf, langOf, sessionOf } from "../../../src/kit/stores/rootAccess.ts"
import { testClock } from "../../support/clock.ts"
import { createTestRoot } from "../../support/rootStore.ts"

const env = { now: testClock } as StoreEnv

describe("rootAccess: the session, language, features, brand and areas from any model", () => {
  it("reads them from the root store's session", () => {
    const root = createTestRoot(env, {
      session: { lang: "sv", environment: "children-production", features: ["kela65"] },
    })
    const model = root.booking.loggedInReservation.contact
    expect(sessionOf(model)).toBe(root.session)
    expect(langOf(model)).toBe("sv")
    expect(featuresOf(model)).toEqual(["kela65"])
    expect(brandConfigOf(model)).toBe(getBrandConfig("children-production"))
    expect(areaOf(model, "insurance")).toBe(root.insurance)
  })

  it("gives a model on its own the defaults and no session or area", () => {
    const model = ReservationModel.create({}, env)
    expect(sessionOf(model)).toBeUndefined()
    expect(langOf(model)).toBe(DEFAULT_LANG)
    expect(featuresOf(model)).toEqual([])
    expect(brandConfigOf(model)).toBe(getBrandConfig("adult-development"))
    expect(areaOf(model, "booking")).toBeUndefined()
  })
})
