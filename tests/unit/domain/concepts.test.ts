import { describe, expect, it } from "vitest"
import { conceptToPost, insuranceConceptCode } from "../../../src/domain/concepts.ts"

describe("insurance concept codes (spec booking §3)", () => {
  it.each([
    [{ company: "IF", reimbursement: "USE_REIMBURSEMENT", features: [] }, "90157"],
    [{ company: "IF", reimbursement: "COMPANY_REIMBURSEMENT", features: [] }, "758236"],
    [{ company: "IF", reimbursement: "PAY_AND_REIMBURSE", features: [] }, "758236"],
    [{ company: "IF", reimbursement: undefined, features: [] }, undefined],
    [{ company: "OP", reimbursement: "PAY_AND_REIMBURSE", features: [], opInsuranceFound: true }, "999503"],
    [{ company: "OP", reimbursement: "PAY_AND_REIMBURSE", features: [], opInsuranceFound: false }, undefined],
    [
      {
        company: "LAHITAPIOLA",
        reimbursement: "USE_REIMBURSEMENT",
        features: ["lahitapiola-insurance-flow"],
      },
      "90021",
    ],
    [{ company: "LAHITAPIOLA", reimbursement: "USE_REIMBURSEMENT", features: [] }, undefined],
    [{ company: "OTHER", reimbursement: "USE_REIMBURSEMENT", features: [] }, undefined],
  ] as const)("%j → %s", (input, code) => {
    expect(insuranceConceptCode(input)).toBe(code)
  })

  it("posts a needed concept only when the patient does not have it yet", () => {
    expect(conceptToPost("90157", ["758236"])).toBe("90157")
    expect(conceptToPost("90157", ["90157"])).toBeUndefined()
    expect(conceptToPost(undefined, [])).toBeUndefined()
  })
})
