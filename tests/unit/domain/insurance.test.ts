import { describe, expect, it } from "vitest"
import {
  isDirectCompensationReturnStatus,
  isLahitapiolaFlowFinished,
  isOpVerificationComplete,
  isUnderageCustomer,
  lahitapiolaResult,
  LAHITAPIOLA_STATUSES,
  statusFromReturn,
} from "../../../src/domain/insurance.ts"
import { checkCharacterFor } from "../../../src/domain/ssn.ts"

const ssn = (birth: string, separator: string, individual = "902") =>
  `${birth}${separator}${individual}${checkCharacterFor(birth, individual)}`

describe("OP verification (spec booking §4, §5)", () => {
  it("completes with found, not found or 'Do not verify'; not before a choice nor after an error", () => {
    expect(isOpVerificationComplete("found")).toBe(true)
    expect(isOpVerificationComplete("not_found")).toBe(true)
    expect(isOpVerificationComplete("canceled")).toBe(true)
    expect(isOpVerificationComplete("undefined")).toBe(false)
    expect(isOpVerificationComplete("error")).toBe(false)
  })
})

describe("the second insurer flow (spec booking §4)", () => {
  it("reads the redirect's return statuses: allowed fetches permits, the others are final", () => {
    expect(statusFromReturn("directcompensationallowed")).toBeUndefined()
    expect(statusFromReturn("directcompensationdenied")).toBe("denied")
    expect(statusFromReturn("cancel")).toBe("canceled")
    expect(statusFromReturn("error")).toBe("error")
    expect(isDirectCompensationReturnStatus("cancel")).toBe(true)
    expect(isDirectCompensationReturnStatus("allowed")).toBe(false)
    expect(isDirectCompensationReturnStatus(undefined)).toBe(false)
  })

  it.each([
    ["not_asked", false, "pending"],
    ["insurance_not_found", false, "insuranceNotFound"],
    ["insurance_found_no_permits", false, "insuranceFoundNoPermit"],
    ["denied", false, "insuranceFoundNoPermit"],
    ["canceled", false, "insuranceFoundNoPermit"],
    ["insurance_found_with_permits", true, "success"],
    ["insurance_found_with_permits", false, "pending"],
    ["error", false, "error"],
  ] as const)("%s (permit chosen: %s) → %s", (status, permitChosen, result) => {
    expect(lahitapiolaResult({ status, underage: false, permitChosen })).toBe(result)
  })

  it("an underage customer is underageCustomer whatever the status", () => {
    for (const status of LAHITAPIOLA_STATUSES) {
      expect(lahitapiolaResult({ status, underage: true, permitChosen: true })).toBe("underageCustomer")
    }
  })

  it("finishes with any result but pending and error", () => {
    expect(isLahitapiolaFlowFinished("pending")).toBe(false)
    expect(isLahitapiolaFlowFinished("error")).toBe(false)
    for (const result of [
      "success",
      "underageCustomer",
      "insuranceFoundNoPermit",
      "insuranceNotFound",
    ] as const)
      expect(isLahitapiolaFlowFinished(result)).toBe(true)
  })
})

describe("underageCustomer (spec booking §4, §9: a child is under 18)", () => {
  const on = "2026-11-22"
  const child = ssn("150618", "A") // 8
  const seventeen = ssn("231109", "A") // 17 until 23.11.2026
  const eighteenToday = ssn("221108", "A")
  const adult = ssn("090983", "-")

  it("needs the patient and the guardian, if any, both under 18", () => {
    expect(isUnderageCustomer(child, undefined, on)).toBe(true)
    expect(isUnderageCustomer(child, seventeen, on)).toBe(true)
    expect(isUnderageCustomer(child, adult, on)).toBe(false)
    expect(isUnderageCustomer(adult, undefined, on)).toBe(false)
    expect(isUnderageCustomer(adult, child, on)).toBe(false)
  })

  it("turns 18 on the birthday, Helsinki calendar", () => {
    expect(isUnderageCustomer(seventeen, undefined, on)).toBe(true)
    expect(isUnderageCustomer(eighteenToday, undefined, on)).toBe(false)
  })

  it("an unknown or unreadable identity code is not a child's", () => {
    expect(isUnderageCustomer(undefined, undefined, on)).toBe(false)
    expect(isUnderageCustomer("150618A****", undefined, on)).toBe(false)
    expect(isUnderageCustomer(child, "not a code", on)).toBe(false)
  })
})
