// The conformance suite's own checks, on hand-made responses: a validator that passed everything would make the
// suite pass against any server.
import { describe, expect, it } from "vitest"
import { loadContract } from "../../contract/support/openapi.ts"
import { createResponseValidator, type ReceivedResponse } from "../../contract/support/validator.ts"
import { fixture, root } from "./cli.ts"

const contract = await loadContract(`${root}/${fixture("conformance.openapi.yaml")}`)
const validator = createResponseValidator(contract)

const thing = {
  id: "1",
  lang: "fi",
  updated: "2026-11-22T14:30:00+02:00",
  parent: null,
  children: [{ id: "2", lang: "sv", updated: "2026-11-22T14:31:00+02:00", parent: "1", children: [] }],
}

function json(
  body: unknown,
  status = 200,
  contentType = "application/json; charset=UTF-8",
): ReceivedResponse {
  return { status, contentType, body: new TextEncoder().encode(JSON.stringify(body)) }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe("JSON responses", () => {
  it("accept a body that matches its schema, through $refs and recursion", () => {
    expect(validator.check("getThing", json(thing))).toEqual([])
  })

  it("reject a body missing a required field", () => {
    const { lang: _, ...withoutLang } = thing
    expect(validator.check("getThing", json(withoutLang))).toEqual([
      "200 (body) must have required property 'lang'",
    ])
  })

  it("reject an extra field, a value outside an enum and a malformed date-time, however deep", () => {
    const child = { ...thing.children[0], lang: "de", updated: "tomorrow" }
    const problems = validator.check("getThing", json({ ...thing, nickname: "x", children: [child] }))
    expect(problems).toEqual([
      "200 (body) must NOT have additional properties: nickname",
      '200 /children/0/lang must be equal to one of the allowed values: ["fi","sv","en"]',
      '200 /children/0/updated must match format "date-time"',
    ])
  })

  it("follow a $ref to a shared response, and fall back to the status range", () => {
    const invalid = {
      type: "ValidationError",
      details: [{ path: "query.lang", message: "must be fi, sv or en" }],
    }
    expect(validator.check("getThing", json(invalid, 400))).toEqual([])
    expect(validator.check("getThing", json({ type: "ValidationError" }, 400))).toEqual([
      "400 (body) must have required property 'details'",
    ])
    expect(validator.check("getThing", json({ title: "Gone" }, 410, "application/problem+json"))).toEqual([])
  })

  it("reject a status the operation does not declare, unless the case names the response to use", () => {
    expect(validator.check("getThing", json({ type: "Oops" }, 500))).toEqual([
      "getThing declares no 500 response",
    ])
    expect(validator.check("getThingPdf", json({ type: "NotFound" }, 404))).toEqual([
      "getThingPdf declares no 404 response",
    ])
    const fallback = "#/components/responses/NotFound"
    expect(validator.check("getThingPdf", json({ type: "NotFound" }, 404), fallback)).toEqual([])
    expect(validator.check("getThingPdf", json({ type: "Missing" }, 404), fallback)).toEqual([
      "404 /type must be equal to constant",
    ])
  })

  it("reject a content type the contract does not declare, and a body that is not JSON", () => {
    expect(validator.check("getThing", json(thing, 200, "text/html"))).toEqual([
      "200 content-type text/html is not one of application/json",
    ])
    const html = { status: 200, contentType: "application/json", body: bytes("<html>") }
    expect(validator.check("getThing", html)).toEqual(["200 the body is not JSON (6 bytes)"])
  })

  it("reject an operation the contract does not have", () => {
    expect(validator.check("getNothing", json({}))).toEqual(["the contract has no operation getNothing"])
  })
})

describe("binary responses", () => {
  it("accept a PDF that starts as PDFs do", () => {
    const response = { status: 200, contentType: "application/pdf", body: bytes("%PDF-1.7\n...") }
    expect(validator.check("getThingPdf", response)).toEqual([])
  })

  it("reject an HTML page served as a PDF, and a body where none is declared", () => {
    const response = { status: 200, contentType: "application/pdf", body: bytes("<!doctype html>") }
    expect(validator.check("getThingPdf", response)).toEqual([
      "200 the body does not start as application/pdf does (25 50 44 46 2d)",
    ])
    expect(validator.check("getThingPdf", { status: 204, contentType: null, body: bytes("{}") })).toEqual([
      "204 expected no body, got 2 bytes",
    ])
  })
})

describe("contracts/openapi.yaml", () => {
  it("compiles a validator for every JSON response it declares", async () => {
    const project = await loadContract()
    const projectValidator = createResponseValidator(project)
    for (const operation of project.operations) {
      for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 409, 422, 500, 503]) {
        const declared = project.response(operation, status)
        if (declared?.key !== String(status)) continue
        for (const mediaType of Object.keys(declared.content ?? {}).filter((type) => type.includes("json"))) {
          const check = () => projectValidator.check(operation.operationId, json({}, status, mediaType))
          expect(check, `${operation.operationId} ${status} ${mediaType}`).not.toThrow()
        }
      }
    }
  })
})
