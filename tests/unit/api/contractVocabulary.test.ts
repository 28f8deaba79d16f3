import { describe, expect, it } from "vitest"
import type { components } from "../../../generated/openapi.ts"
import type { Environment, Feature, HealthCareType, SessionScope } from "../../../src/domain/features.ts"
import type { Lang } from "../../../src/domain/language.ts"
import { ENVIRONMENTS, FEATURES, HEALTH_CARE_TYPES, SESSION_SCOPES } from "../../../src/domain/features.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import type { InsuranceCompany, ReimbursementChoice } from "../../../src/domain/concepts.ts"

// src/domain spells the spec's vocabulary once for the app; the contract spells it for every backend.
// These checks fail the typecheck when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Schemas = components["schemas"]

const sameVocabulary: {
  features: Same<Schemas["Feature"], Feature>
  environments: Same<Schemas["Environment"], Environment>
  healthCareTypes: Same<Schemas["HealthCareType"], HealthCareType>
  sessionScopes: Same<Schemas["SessionScope"], SessionScope>
  languages: Same<Schemas["Lang"], Lang>
  insuranceCompanies: Same<Schemas["InsuranceCompany"], InsuranceCompany>
  reimbursementChoices: Same<Schemas["ReimbursementChoice"], ReimbursementChoice>
} = {
  features: true,
  environments: true,
  healthCareTypes: true,
  sessionScopes: true,
  languages: true,
  insuranceCompanies: true,
  reimbursementChoices: true,
}

describe("the domain's vocabulary and the contract's", () => {
  it("agree (checked by the typecheck)", () => {
    expect(Object.values(sameVocabulary).every(Boolean)).toBe(true)
  })

  it("list each value once", () => {
    for (const list of [FEATURES, ENVIRONMENTS, HEALTH_CARE_TYPES, SESSION_SCOPES, LANGUAGES]) {
      expect(new Set(list).size).toBe(list.length)
    }
  })
})
