// Response checks compiled from the contract: Ajv 2020 (OpenAPI 3.1 schemas are JSON Schema 2020-12) with formats,
// and magic bytes for binary bodies.
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { mediaTypeFor, type DeclaredResponse, type OpenApiContract } from "./openapi.ts"

// OpenAPI's own schema keywords, which JSON Schema does not know.
const OPENAPI_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"]

function extensionKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) extensionKeywords(item, found)
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key)
      extensionKeywords(value, found)
    }
  }
  return found
}

export function createAjv(): Ajv2020 {
  // strictTypes off: `type: [string, "null"]` with `format` is plain OpenAPI 3.1, not a mistake.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false })
  addFormats(ajv)
  return ajv
}

export function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === "" ? "(body)" : error.instancePath
    const detail =
      error.keyword === "additionalProperties"
        ? `: ${String(error.params.additionalProperty)}`
        : error.keyword === "enum"
          ? `: ${JSON.stringify(error.params.allowedValues)}`
          : ""
    return `${where} ${error.message ?? error.keyword}${detail}`
  })
}

export interface ReceivedResponse {
  status: number
  contentType: string | null
  body: Uint8Array
}

// The first bytes of the binary types the portal downloads.
const MAGIC_BYTES: Record<string, number[]> = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/gif": [0x47, 0x49, 0x46, 0x38], // GIF8
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/i.test(mediaType)

export interface ResponseValidator {
  /**
   * Problems with a response to an operation, empty when it conforms: the status is declared (or `fallback`, a
   * pointer to a components response, is given), the content type is declared, and the body matches its schema
   * (JSON) or starts with the format's magic bytes (binary).
   */
  check(operationId: string, response: ReceivedResponse, fallback?: string): string[]
}

export function createResponseValidator(contract: OpenApiContract): ResponseValidator {
  const ajv = createAjv()
  // The whole document under one id, so each response schema compiles with its internal $refs intact. Ajv compiles
  // that root too, so the document's top-level fields (openapi, paths…) must read as harmless keywords.
  const keywords = [
    ...OPENAPI_KEYWORDS,
    ...Object.keys(contract.document),
    ...extensionKeywords(contract.document),
  ]
  for (const keyword of new Set(keywords)) if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword)
  ajv.addSchema(contract.document, "contract", undefined, false)
  const compiled = new Map<string, ValidateFunction>()
  const validatorAt = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer)
    if (!validate) {
      const fragment = pointer.replace(/^#/, "").split("/").map(encodeURIComponent).join("/")
      validate = ajv.compile({ $ref: `contract#${fragment}` })
      compiled.set(pointer, validate)
    }
    return validate
  }

  const checkBody = (declared: DeclaredResponse, response: ReceivedResponse): string[] => {
    const declaredTypes = Object.keys(declared.content ?? {})
    if (declaredTypes.length === 0) {
      return response.body.length === 0 ? [] : [`expected no body, got ${response.body.length} bytes`]
    }
    if (!response.contentType) return [`no content-type; expected one of ${declaredTypes.join(", ")}`]
    const mediaType = mediaTypeFor(declared.content, response.contentType)
    if (!mediaType) return [`content-type ${response.contentType} is not one of ${declaredTypes.join(", ")}`]
    const schemaPointer = `${declared.pointer}/content/${mediaType.replaceAll("~", "~0").replaceAll("/", "~1")}/schema`
    const hasSchema = declared.content?.[mediaType]?.schema !== undefined
    if (isJson(mediaType)) {
      let body: unknown
      try {
        body = JSON.parse(new TextDecoder().decode(response.body))
      } catch {
        return [`the body is not JSON (${response.body.length} bytes)`]
      }
      if (!hasSchema) return []
      const validate = validatorAt(schemaPointer)
      return validate(body) ? [] : formatErrors(validate.errors)
    }
    const essence = response.contentType.split(";")[0]?.trim().toLowerCase() ?? ""
    const magic = MAGIC_BYTES[essence]
    if (magic && !magic.every((byte, index) => response.body[index] === byte)) {
      return [`the body does not start as ${essence} does (${magic.map((b) => b.toString(16)).join(" ")})`]
    }
    return response.body.length === 0 ? ["the body is empty"] : []
  }

  return {
    check(operationId, response, fallback) {
      const operation = contract.operation(operationId)
      if (!operation) return [`the contract has no operation ${operationId}`]
      const declared =
        contract.response(operation, response.status) ??
        (fallback ? contract.responseAt(fallback) : undefined)
      if (!declared) {
        return [`${operationId} declares no ${response.status} response`]
      }
      return checkBody(declared, response).map((problem) => `${response.status} ${problem}`)
    },
  }
}
