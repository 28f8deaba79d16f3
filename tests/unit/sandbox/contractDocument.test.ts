// The real contract as the sandbox reads it: every schema it may check compiles (Ajv strict), and the path
// templates route as the contract means them.
import { describe, expect, it } from "vitest"
import { escapeSegment } from "../../../sandbox/contract/document.ts"
import { portalContract } from "../../../sandbox/contract/load.ts"
import { failureExample } from "../../../sandbox/contract/examples.ts"
import { createMatcher } from "../../../sandbox/contract/matcher.ts"
import { schemaChecker } from "../../../sandbox/contract/schemas.ts"

const contract = portalContract()

describe("contracts/openapi.yaml as the sandbox reads it", () => {
  // Ajv compiles every schema of the contract: seconds on a busy machine (5.8 s was seen beside other test runs)
  it("has schemas for every parameter, body and response that compile", { timeout: 30_000 }, () => {
    const checker = schemaChecker(contract)
    const pointers = contract.operations.flatMap((operation) => [
      ...operation.parameters.map((parameter) => parameter.schemaPointer),
      ...Object.values(operation.requestBody?.content ?? {}).filter((pointer) => pointer !== undefined),
      ...Object.keys((contract.at(`${operation.pointer}/responses`) as object | undefined) ?? {}).flatMap(
        (key) => {
          const declared = contract.responseAt(`${operation.pointer}/responses/${key}`)
          return Object.entries(declared?.content ?? {})
            .filter(([, hasSchema]) => hasSchema)
            .map(([mediaType]) => `${declared!.pointer}/content/${escapeSegment(mediaType)}/schema`)
        },
      ),
    ])
    expect(pointers.length).toBeGreaterThan(100)
    for (const pointer of pointers) expect(() => checker.errors(pointer, null), pointer).not.toThrow()
  })

  it("routes concrete paths before templated ones", () => {
    const match = createMatcher(contract.operations)
    const idOf = (method: string, path: string) => {
      const result = match(method, path)
      return result.kind === "found" ? result.operation.operationId : result.kind
    }
    expect(idOf("GET", "/api/appointments/upcoming")).not.toBe(idOf("GET", "/api/appointments/80412345"))
    expect(idOf("GET", "/api/session")).toBe("getSession")
    expect(idOf("HEAD", "/api/session")).toBe("getSession")
    expect(idOf("DELETE", "/api/session")).toBe("methodNotAllowed")
    // a concrete path without the method is 405, not the templated path's operation
    expect(idOf("DELETE", "/api/appointments/80412345")).toBe("cancelAppointment")
    expect(idOf("DELETE", "/api/appointments/upcoming")).toBe("methodNotAllowed")
    expect(idOf("DELETE", "/api/appointments/by-ids")).toBe("methodNotAllowed")
    expect(idOf("GET", "/api/session/")).toBe("notFound")
  })

  it("knows the operations a login and the csrf token guard", () => {
    const csrf = (id: string) => contract.operations.find((operation) => operation.operationId === id)?.csrf
    expect(csrf("getSession")).toBe("none")
    expect(csrf("authenticate")).toBe("none")
    expect(csrf("searchAppointments")).toBe("optional")
    expect(csrf("checkPin")).toBe("required")
    expect([...contract.securityQueryNames]).toEqual(["csrfToken"])
  })

  it("finds the failure answers the `failure` fault gives", () => {
    const search = contract.operations.find((operation) => operation.operationId === "searchAppointments")!
    expect(failureExample(contract, search)).toEqual({
      status: 200,
      body: { availableAppointments: { type: "Failure" } },
    })
    const session = contract.operations.find((operation) => operation.operationId === "getSession")!
    expect(failureExample(contract, session)).toBeUndefined()
  })
})
