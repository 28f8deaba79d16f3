import { describe, expect, it } from "vitest"
import { fixture, runScript } from "./cli.ts"

const diff = (oldFile: string, newFile: string) =>
  runScript("contracts-diff.ts", ["--old", fixture(oldFile), "--new", fixture(newFile)])

// six runs of the CLI side by side, each starting Node and the diff tools: a busy machine needs the time
describe.concurrent("npm run contracts:diff", { timeout: 90_000 }, () => {
  it("a removed required response field is breaking", async () => {
    const { code, output } = await diff("base.openapi.yaml", "removed-required-field.openapi.yaml")
    expect(code).not.toBe(0)
    expect(output).toContain("Property `name` of `Thing` was removed")
    expect(output).toContain("GET /api/things/{id}")
  })

  it("a query parameter that became required is breaking", async () => {
    const { code, output } = await diff("base.openapi.yaml", "required-query-parameter.openapi.yaml")
    expect(code).not.toBe(0)
    expect(output).toContain("`lang` query parameter became required")
  })

  it("an added optional response field is not", async () => {
    const { code, output } = await diff("base.openapi.yaml", "added-optional-field.openapi.yaml")
    expect(output).toContain("no breaking changes")
    expect(code).toBe(0)
  })

  it("a removed GraphQL field is breaking", async () => {
    const { code, output } = await diff("base.graphql", "removed-field.graphql")
    expect(code).not.toBe(0)
    expect(output).toContain("Field name was removed from object type Thing")
  })

  it("an added GraphQL field is not", async () => {
    const { code, output } = await diff("base.graphql", "added-field.graphql")
    expect(output).toContain("no breaking changes")
    expect(code).toBe(0)
  })

  it("compares both kinds in one run and fails when either breaks", async () => {
    const { code, output } = await runScript("contracts-diff.ts", [
      ...["--old", fixture("base.openapi.yaml"), "--old", fixture("base.graphql")],
      ...["--new", fixture("added-optional-field.openapi.yaml"), "--new", fixture("removed-field.graphql")],
    ])
    expect(output).toMatch(/✔ OpenAPI .*no breaking changes/)
    expect(output).toMatch(/✖ GraphQL .*1 breaking/)
    expect(code).not.toBe(0)
  })

  it("refuses a ref and --old together", async () => {
    const { code } = await runScript("contracts-diff.ts", ["HEAD", "--old", fixture("base.graphql")])
    expect(code).toBe(2)
  })
})
