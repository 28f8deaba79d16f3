// JSON Schema checks compiled from the contract with Ajv 2020 (OpenAPI 3.1 schemas are JSON Schema 2020-12), each
// schema compiled the first time it is needed so that the sandbox starts fast.
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import type { components } from "../../generated/openapi.ts"
import type { Contract } from "./document.ts"

export type ValidationIssue = components["schemas"]["ValidationIssue"]

// OpenAPI's own schema keywords, which JSON Schema does not know.
const OPENAPI_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"]

function extensionKeywords(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) extensionKeywords(item, found)
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key)
      extensionKeywords(value, found)
    }
  }
  return found
}

export interface SchemaChecker {
  /** Ajv's errors for `value` against the schema at `pointer` (a JSON pointer into the contract); [] when valid. */
  errors(pointer: string, value: unknown): ErrorObject[]
}

const checkers = new WeakMap<Contract, SchemaChecker>()

export function schemaChecker(contract: Contract): SchemaChecker {
  const known = checkers.get(contract)
  if (known) return known
  // strictTypes off: `type: [string, "null"]` with `format` is plain OpenAPI 3.1, not a mistake.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false })
  addFormats(ajv)
  // The whole document under one id keeps the internal $refs working; its top-level fields (openapi, paths…) and
  // the x- extensions must then read as harmless keywords.
  const keywords = [...OPENAPI_KEYWORDS, ...Object.keys(contract.document)]
  for (const keyword of new Set([...keywords, ...extensionKeywords(contract.document, new Set())])) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword)
  }
  ajv.addSchema(contract.document, "contract", undefined, false)
  const compiled = new Map<string, ValidateFunction>()
  const checker: SchemaChecker = {
    errors(pointer, value) {
      let validate = compiled.get(pointer)
      if (!validate) {
        const fragment = pointer.replace(/^#/, "").split("/").map(encodeURIComponent).join("/")
        validate = ajv.compile({ $ref: `contract#${fragment}` })
        compiled.set(pointer, validate)
      }
      return validate(value) ? [] : (validate.errors ?? [])
    },
  }
  checkers.set(contract, checker)
  return checker
}

/** Ajv's instance path (/guardians/0/name) in the contract's detail form (guardians[0].name). */
function dotted(instancePath: string): string {
  return instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join("")
}

/** Ajv's errors as the ValidationError's details, each path under `prefix` (query.lang, body.phoneNumber). */
export function issuesFrom(errors: readonly ErrorObject[], prefix: string): ValidationIssue[] {
  const issues = new Map<string, ValidationIssue>()
  for (const error of errors) {
    let path = prefix + dotted(error.instancePath)
    let message = error.message ?? error.keyword
    if (error.keyword === "required") {
      path += `.${String(error.params.missingProperty)}`
      message = "is required"
    } else if (error.keyword === "additionalProperties") {
      path += `.${String(error.params.additionalProperty)}`
      message = "is not a field of this request"
    } else if (error.keyword === "enum") {
      message += `: ${(error.params.allowedValues as unknown[]).map(String).join(", ")}`
    }
    // oneOf and its branches repeat themselves; one line per place and message is enough.
    if (error.keyword !== "oneOf" && error.keyword !== "anyOf")
      issues.set(`${path}\n${message}`, { path, message })
  }
  if (issues.size === 0 && errors.length > 0) {
    const first = errors[0]!
    const path = prefix + dotted(first.instancePath)
    issues.set(path, { path, message: first.message ?? first.keyword })
  }
  return [...issues.values()]
}

/** Ajv's errors as readable lines, for logs and the ContractViolation body. */
export function describeErrors(errors: readonly ErrorObject[]): string[] {
  return issuesFrom(errors, "body").map((issue) => `${issue.path} ${issue.message}`)
}
