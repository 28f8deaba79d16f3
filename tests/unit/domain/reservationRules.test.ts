import { describe, expect, it } from "vitest"
import {
  birthDateFromSsnPrefix,
  bookingInterrupted,
  kela65NoticeNeeded,
  kindConceptCode,
  referralConfirmationRequired,
} from "../../../src/domain/reservationRules.ts"

describe("reservation rules", () => {
  it("Kela65 notice: under 65 or unknown age (spec §5)", () => {
    const on = "2026-11-22"
    expect(kela65NoticeNeeded("020351-914D", on)).toBe(false)
    expect(kela65NoticeNeeded("020351-****", on)).toBe(false)
    expect(kela65NoticeNeeded("231161-****", on)).toBe(true)
    expect(kela65NoticeNeeded("221161-****", on)).toBe(false)
    expect(kela65NoticeNeeded("140385-****", on)).toBe(true)
    expect(kela65NoticeNeeded(undefined, on)).toBe(true)
    expect(kela65NoticeNeeded("not a code", on)).toBe(true)
  })

  it("reads the birth date of a masked code by its century sign", () => {
    expect(birthDateFromSsnPrefix("150618A****")).toBe("2018-06-15")
    expect(birthDateFromSsnPrefix("150618-****")).toBe("1918-06-15")
    expect(birthDateFromSsnPrefix("150618+****")).toBe("1818-06-15")
    expect(birthDateFromSsnPrefix("310218-****")).toBeUndefined()
  })

  it("'Booking interrupted' only for a patient not credit-worthy on a visit that is not occupational", () => {
    expect(bookingInterrupted(false, "private")).toBe(true)
    expect(bookingInterrupted(false, "insurance")).toBe(true)
    expect(bookingInterrupted(false, "occupational")).toBe(false)
    expect(bookingInterrupted(true, "private")).toBe(false)
  })

  it("the referral confirmation for occupational visits of certain specialties", () => {
    expect(referralConfirmationRequired("occupational", ["GYN"])).toBe(true)
    expect(referralConfirmationRequired("occupational", ["YL"])).toBe(false)
    expect(referralConfirmationRequired("private", ["GYN"])).toBe(false)
  })

  it("the Kela65 kinds' concept 663 on Kela65 bookings only", () => {
    expect(kindConceptCode("kela65", "Y65P")).toBe("663")
    expect(kindConceptCode("kela65", "VO30")).toBeUndefined()
    expect(kindConceptCode("private", "Y65P")).toBeUndefined()
  })
})
