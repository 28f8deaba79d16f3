// The contract's phone and email schemas accept exactly what the portal's rules (src/domain/contact.ts, which the
// sandbox shares) accept, over written examples and a seeded fuzz of near-misses: a server validating by the
// contract and the portal's forms never disagree.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { isValidEmail, isValidPhoneNumber } from "../../../src/domain/contact.ts"

type StringSchema = { pattern: string; maxLength: number }
const schemas = (
  parse(readFileSync(new URL("../../../contracts/openapi.yaml", import.meta.url), "utf8")) as {
    components: { schemas: Record<string, StringSchema> }
  }
).components.schemas

function contractAccepts(name: string, value: string): boolean {
  const schema = schemas[name]!
  return [...value].length <= schema.maxLength && new RegExp(schema.pattern, "u").test(value)
}

/** A deterministic generator (mulberry32), so a failure names a sample that fails again. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seeds and `count` near-misses of them: one to three characters inserted, removed or replaced. */
function samples(alphabet: string, seeds: readonly string[], count: number, seed: number): string[] {
  const next = random(seed)
  const below = (limit: number) => Math.floor(next() * limit)
  const out = [...seeds]
  for (let index = 0; index < count; index++) {
    const chars = [...seeds[below(seeds.length)]!]
    for (let edit = 0, edits = 1 + below(3); edit < edits; edit++) {
      const at = below(chars.length + 1)
      const kind = next()
      const char = alphabet[below(alphabet.length)]!
      if (kind < 0.4) chars.splice(at, 0, char)
      else if (kind < 0.7) chars.splice(at, 1)
      else chars.splice(at, 1, char)
    }
    out.push(chars.join(""))
  }
  return out
}

// the one phone rule, on what a client sends (the contract takes no spaces; the forms remove them before sending)
const phoneRule = (value: string, maxLength: number) =>
  isValidPhoneNumber(value, maxLength) && !/\s/.test(value)

describe("the contract's contact schemas and the portal's rules", () => {
  const phones = samples(
    "0123456789+",
    [
      "+358401234567",
      "0401234567",
      "+35833",
      "+3585012345",
      "0600123456",
      "+358700123",
      "0100100",
      "+358",
      "0",
      "040 123",
    ],
    3000,
    1,
  )

  it("PatientPhoneNumber", () => {
    const disagreements = phones.filter(
      (value) => contractAccepts("PatientPhoneNumber", value) !== phoneRule(value, 15),
    )
    expect(disagreements).toEqual([])
    // and the patient's field rule as the forms use it, on what they send
    for (const value of phones.filter((candidate) => !/\s/.test(candidate))) {
      expect(contractAccepts("PatientPhoneNumber", value), value).toBe(isValidPhoneNumber(value))
    }
  })

  it("GuardianPhoneNumber", () => {
    const disagreements = phones.filter(
      (value) => contractAccepts("GuardianPhoneNumber", value) !== phoneRule(value, 20),
    )
    expect(disagreements).toEqual([])
  })

  const emails = samples(
    "aZ09.-_@+!x",
    [
      "aino.virtanen@example.fi",
      "a@b.co",
      "first.last+tag@sub.example.com",
      "x@xn--bcher-kva.example",
      "a..b@example.fi",
      ".a@example.fi",
      "a@example",
      "a@-example.fi",
      "a@example.f1",
      "o'brien@example.ie",
    ],
    3000,
    2,
  )

  for (const [name, maxLength] of [
    ["PatientEmailAddress", 78],
    ["GuardianEmailAddress", 100],
  ] as const) {
    it(name, () => {
      const disagreements = emails.filter(
        (value) => contractAccepts(name, value) !== isValidEmail(value, maxLength),
      )
      expect(disagreements).toEqual([])
      expect(contractAccepts(name, `${"a".repeat(maxLength - 10)}@example.fi`)).toBe(false)
    })
  }
})
