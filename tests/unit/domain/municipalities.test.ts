import { describe, expect, it } from "vitest"
import { neighbourMunicipalities } from "../../../src/domain/municipalities.ts"

describe("neighbouring municipalities (spec booking §9)", () => {
  it.each([
    ["Espoo", ["helsinki", "vantaa"]],
    ["vantaa", ["espoo", "helsinki", "kerava"]],
    ["Hyvinkää", ["järvenpää", "tuusula"]],
    ["Oulu", []],
  ])("%s → %j", (municipality, neighbours) => {
    expect(neighbourMunicipalities(municipality)).toEqual(neighbours)
  })
})
