// A request checked against its operation: path, query, header and cookie parameters read as their schema's types,
// and the body against the declared media types. Problems come back as the ValidationError's details.
import type { Context } from "hono"
import { getCookie } from "hono/cookie"
import type {
  Contract,
  ContractOperation,
  ContractParameter,
  ParameterLocation,
  ValueTypes,
} from "./document.ts"
import { issuesFrom, schemaChecker, type ValidationIssue } from "./schemas.ts"

/** The request's parameters after validation, read as their schema's types; absent optional ones get defaults. */
export type RequestParams = Record<ParameterLocation, Record<string, unknown>>

/** A string from the URL or a header as the type its schema wants; left as it is when it is none of them. */
function coerce(value: string, types: ReadonlySet<string>): unknown {
  if ((types.has("integer") || types.has("number")) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  if (types.has("boolean") && (value === "true" || value === "false")) return value === "true"
  if (types.has("null") && value === "null" && !types.has("string")) return null
  return value
}

function read(parameter: ContractParameter, values: string[], issues: ValidationIssue[]): unknown {
  const { valueTypes } = parameter
  if (valueTypes.types.has("array")) return values.map((value) => coerce(value, itemTypes(valueTypes)))
  if (values.length > 1) {
    issues.push({ path: `${parameter.in}.${parameter.name}`, message: "must be given once" })
  }
  return coerce(values[0] ?? "", valueTypes.types)
}

const itemTypes = (valueTypes: ValueTypes) => valueTypes.items ?? new Set<string>()

function valuesOf(
  c: Context,
  parameter: ContractParameter,
  url: URL,
  pathParams: Record<string, string>,
): string[] {
  switch (parameter.in) {
    case "path":
      return parameter.name in pathParams ? [pathParams[parameter.name]!] : []
    case "query":
      return url.searchParams.getAll(parameter.name)
    case "header": {
      const value = c.req.header(parameter.name)
      return value === undefined ? [] : [value]
    }
    case "cookie": {
      const value = getCookie(c, parameter.name)
      return value === undefined ? [] : [value]
    }
  }
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/i.test(mediaType)

async function checkBody(
  c: Context,
  contract: Contract,
  operation: ContractOperation,
): Promise<ValidationIssue[]> {
  const declared = operation.requestBody
  if (!declared) {
    const empty = c.req.raw.body === null || (await c.req.arrayBuffer()).byteLength === 0
    return empty ? [] : [{ path: "body", message: "this operation takes no body" }]
  }
  const missing = declared.required ? [{ path: "body", message: "is required" }] : []
  const declaredTypes = Object.keys(declared.content)
  const mediaType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase()
  const match = declaredTypes.find((type) => type.toLowerCase() === mediaType)
  // Binary bodies are read as bytes (a text read would mangle them for the handler, which gets the cached copy).
  if (!match || !isJson(match)) {
    if ((await c.req.arrayBuffer()).byteLength === 0) return missing
    return match
      ? []
      : [{ path: "header.content-type", message: `must be one of ${declaredTypes.join(", ")}` }]
  }
  const text = await c.req.text()
  if (text.trim() === "") return missing
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [{ path: "body", message: "is not valid JSON" }]
  }
  const pointer = declared.content[match]
  return pointer ? issuesFrom(schemaChecker(contract).errors(pointer, body), "body") : []
}

/** Checks the request against its operation; the problems (empty when it conforms) and the parameters read. */
export async function checkRequest(
  c: Context,
  contract: Contract,
  operation: ContractOperation,
  pathParams: Record<string, string>,
): Promise<{ issues: ValidationIssue[]; params: RequestParams }> {
  const url = new URL(c.req.url)
  const checker = schemaChecker(contract)
  const issues: ValidationIssue[] = []
  const params: RequestParams = { path: {}, query: {}, header: {}, cookie: {} }
  for (const parameter of operation.parameters) {
    const values = valuesOf(c, parameter, url, pathParams)
    const where = `${parameter.in}.${parameter.name}`
    if (values.length === 0) {
      if (parameter.required) issues.push({ path: where, message: "is required" })
      else if (parameter.default !== undefined) params[parameter.in][parameter.name] = parameter.default
      continue
    }
    const value = read(parameter, values, issues)
    issues.push(...issuesFrom(checker.errors(parameter.schemaPointer, value), where))
    params[parameter.in][parameter.name] = value
  }
  const declaredQuery = new Set(operation.parameters.filter((p) => p.in === "query").map((p) => p.name))
  for (const name of new Set(url.searchParams.keys())) {
    if (!declaredQuery.has(name) && !contract.securityQueryNames.has(name)) {
      issues.push({ path: `query.${name}`, message: "is not a parameter of this operation" })
    }
  }
  issues.push(...(await checkBody(c, contract, operation)))
  return { issues, params }
}
