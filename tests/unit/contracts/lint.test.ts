import { describe, expect, it } from "vitest"
import { fixture, runScript } from "./cli.ts"

const lint = (openapi: string, operations: string) =>
  runScript("contracts-lint.ts", [
    ...["--openapi", fixture(openapi)],
    ...["--schema", fixture("base.graphql"), "--operations", fixture(operations)],
  ])

describe.concurrent("npm run contracts:lint", { timeout: 30_000 }, () => {
  it("passes valid contracts with a summary line per check", async () => {
    const { code, output } = await lint("base.openapi.yaml", "operations")
    expect(output).toMatch(/^✔ OpenAPI .*0 errors/m)
    expect(output).toMatch(/^✔ GraphQL .*1 of 1 operations valid/m)
    expect(code).toBe(0)
  })

  it("fails an operation without x-spec or with an undeclared tag, and an operation the schema lacks", async () => {
    const { code, output } = await lint("invalid.openapi.yaml", "invalid-operations")
    expect(output).toMatch(/^✖ OpenAPI .*2 errors/m)
    expect(output).toContain("(rule/operation-x-spec)")
    expect(output).toContain("(operation-tag-defined)")
    expect(output).toMatch(/Thing\.graphql:5:5 {2}Cannot query field "colour" on type "Thing"/)
    expect(code).toBe(1)
  })

  it("passes the project's own contracts", async () => {
    const { code, output } = await runScript("contracts-lint.ts", [])
    expect(output).toMatch(/^✔ GraphQL +contracts\/messaging\/\*\.graphql/m)
    expect(code).toBe(0)
  })
})
