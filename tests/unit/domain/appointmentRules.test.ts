import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ARRIVAL_REASON_MAX_LENGTH,
  ARRIVAL_REASON_PREFIX,
  arrivalReasonPayload,
  decodeSaveAction,
  encodeSaveAction,
  isArrivalReasonTooLong,
  isCancelOffered,
  showsCheckIn,
} from "../../../src/domain/appointmentRules.ts"

describe("the arrival reason", () => {
  it("allows 300 characters and not 301, counting characters rather than UTF-16 units", () => {
    expect(ARRIVAL_REASON_MAX_LENGTH).toBe(300)
    expect(isArrivalReasonTooLong("a".repeat(300))).toBe(false)
    expect(isArrivalReasonTooLong("a".repeat(301))).toBe(true)
    expect(isArrivalReasonTooLong("😷".repeat(300))).toBe(false)
  })

  it("is sent after the fixed Finnish phrase, trimmed, and fits the contract's 400", () => {
    expect(arrivalReasonPayload("  Kuumetta  ")).toBe(`${ARRIVAL_REASON_PREFIX}Kuumetta`)
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: ARRIVAL_REASON_MAX_LENGTH }), (text) => {
        const payload = arrivalReasonPayload(text)
        expect(payload.startsWith(ARRIVAL_REASON_PREFIX)).toBe(true)
        expect(payload.length).toBeLessThanOrEqual(400)
      }),
    )
  })
})

describe("check-in and cancel visibility", () => {
  it("shows check-in for allowed, tooEarly and checkedIn only", () => {
    expect(["allowed", "tooEarly", "checkedIn"].every(showsCheckIn)).toBe(true)
    expect(["onlyAtReception", "statusNotAvailable"].some(showsCheckIn)).toBe(false)
  })

  it("offers cancelling only when allowed, not checked in, without an error or a consent notice", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (mayCancel, checkedIn, hasError, consent) => {
          expect(isCancelOffered({ mayCancel, checkedIn, hasError, consentNeeded: consent })).toBe(
            mayCancel && !checkedIn && !hasError && !consent,
          )
        },
      ),
    )
  })
})

describe("the my-information saveAction", () => {
  it("round-trips as url-safe text", () => {
    const action = { type: "go-to-view-appointment-page", appointmentId: "80412345", tab: "consent" } as const
    const encoded = encodeSaveAction(action)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeSaveAction(encoded)).toEqual(action)
  })

  it("refuses what is not one", () => {
    expect(decodeSaveAction(undefined)).toBeUndefined()
    expect(decodeSaveAction("%%%")).toBeUndefined()
    expect(decodeSaveAction(encodeSaveAction({ type: "reload-page" }))).toEqual({ type: "reload-page" })
    const forged = btoa(JSON.stringify({ type: "go-elsewhere" })).replace(/=+$/, "")
    expect(decodeSaveAction(forged)).toBeUndefined()
  })
})
