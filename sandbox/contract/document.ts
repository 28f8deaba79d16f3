// An OpenAPI 3.1 document as data: each operation with its parameters, body, security and responses, for routing
// and validation. Only internal $refs are followed: the contract is one file.

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const

export type Json = Record<string, unknown>
export type ParameterLocation = "path" | "query" | "header" | "cookie"

/** The JSON types a string from the URL or a header may be read as. */
export interface ValueTypes {
  types: ReadonlySet<string>
  /** For an array: the types of its items. */
  items?: ReadonlySet<string>
}

export interface ContractParameter {
  name: string
  in: ParameterLocation
  required: boolean
  schemaPointer: string
  valueTypes: ValueTypes
  default?: unknown
}

export interface ContractRequestBody {
  required: boolean
  /** Media type → the pointer of its schema. */
  content: Record<string, string | undefined>
  /** The body's own limit (`x-max-body-bytes`), when it has one over the contract's default. */
  maxBytes: number | undefined
}

/**
 * Who may call, from the operation's `security`: "none" anyone and no token is looked at; "optional" ({} among
 * the alternatives) anonymous callers, or logged-in ones with their token; "required" logged in with the token.
 */
export type CsrfRequirement = "none" | "optional" | "required"

export interface ContractOperation {
  operationId: string
  /** Upper case, e.g. GET. */
  method: string
  /** The path template, e.g. /api/appointments/{id} */
  path: string
  /** JSON pointer of the operation object. */
  pointer: string
  parameters: ContractParameter[]
  requestBody: ContractRequestBody | undefined
  csrf: CsrfRequirement
}

export interface DeclaredResponse {
  /** JSON pointer of the response object, after following $refs. */
  pointer: string
  /** Media type → whether it has a schema. */
  content: Record<string, boolean>
  /** Headers the response must carry. */
  requiredHeaders: string[]
}

export interface Contract {
  document: Json
  operations: ContractOperation[]
  /** Query parameters of the security schemes (csrfToken): accepted on every operation. */
  securityQueryNames: ReadonlySet<string>
  at(pointer: string): unknown
  /** Follows a chain of $refs from a pointer: the final object and where it is. */
  follow(pointer: string): { node: Json; pointer: string } | undefined
  /** The response declared for a status: exact, then its range (4XX), then default. */
  response(operation: ContractOperation, status: number): DeclaredResponse | undefined
  responseAt(pointer: string): DeclaredResponse | undefined
}

/** One segment of a JSON pointer, escaped (RFC 6901). */
export const escapeSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1")
const escape = escapeSegment
const unescape = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~")

export function pointerTo(...segments: string[]): string {
  return `#/${segments.map(escape).join("/")}`
}

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

export function createContract(document: Json): Contract {
  const at = (pointer: string): unknown =>
    pointer
      .replace(/^#\/?/, "")
      .split("/")
      .filter((segment) => segment !== "")
      .reduce<unknown>((node, segment) => {
        if (Array.isArray(node)) return node[Number(segment)]
        return isObject(node) ? node[unescape(segment)] : undefined
      }, document)

  const follow = (pointer: string): { node: Json; pointer: string } | undefined => {
    for (let hops = 0; hops < 20; hops++) {
      const node = at(pointer)
      if (!isObject(node)) return undefined
      if (typeof node.$ref !== "string") return { node, pointer }
      if (!node.$ref.startsWith("#")) throw new Error(`${pointer}: external $ref ${node.$ref}`)
      pointer = node.$ref
    }
    throw new Error(`${pointer}: $ref cycle`)
  }

  const valueTypes = (pointer: string): ValueTypes => {
    const types = new Set<string>()
    let items: ReadonlySet<string> | undefined
    const visit = (at: string, depth: number) => {
      const found = depth < 10 ? follow(at) : undefined
      if (!found) return
      const { node } = found
      const declared = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]
      for (const type of declared) if (typeof type === "string") types.add(type)
      if (node.type === "array" && node.items !== undefined)
        items = valueTypes(`${found.pointer}/items`).types
      for (const key of ["oneOf", "anyOf", "allOf"]) {
        const members = node[key]
        if (Array.isArray(members))
          members.forEach((_, index) => visit(`${found.pointer}/${key}/${index}`, depth + 1))
      }
    }
    visit(pointer, 0)
    return items ? { types, items } : { types }
  }

  const defaultAt = (pointer: string): unknown => follow(pointer)?.node.default

  const securityQueryNames = new Set<string>()
  const components = isObject(document.components) ? document.components : {}
  for (const scheme of Object.values(
    isObject(components.securitySchemes) ? components.securitySchemes : {},
  )) {
    if (
      isObject(scheme) &&
      scheme.type === "apiKey" &&
      scheme.in === "query" &&
      typeof scheme.name === "string"
    )
      securityQueryNames.add(scheme.name)
  }

  const csrfOf = (security: unknown): CsrfRequirement => {
    if (!Array.isArray(security) || security.length === 0) return "none"
    return security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0)
      ? "optional"
      : "required"
  }

  const parametersAt = (pointer: string): Map<string, ContractParameter> => {
    const found = new Map<string, ContractParameter>()
    const list = at(pointer)
    if (!Array.isArray(list)) return found
    list.forEach((_, index) => {
      const parameter = follow(`${pointer}/${index}`)
      if (!parameter) return
      const { node } = parameter
      if (typeof node.name !== "string" || !["path", "query", "header", "cookie"].includes(String(node.in)))
        return
      const schemaPointer = `${parameter.pointer}/schema`
      found.set(`${String(node.in)}:${node.name}`, {
        name: node.name,
        in: node.in as ParameterLocation,
        required: node.required === true || node.in === "path",
        schemaPointer,
        valueTypes: valueTypes(schemaPointer),
        default: defaultAt(schemaPointer),
      })
    })
    return found
  }

  const requestBodyAt = (pointer: string): ContractRequestBody | undefined => {
    const found = follow(pointer)
    if (!found) return undefined
    const content: Record<string, string | undefined> = {}
    for (const [mediaType, media] of Object.entries(isObject(found.node.content) ? found.node.content : {})) {
      const hasSchema = isObject(media) && media.schema !== undefined
      content[mediaType] = hasSchema ? `${found.pointer}/content/${escape(mediaType)}/schema` : undefined
    }
    const maxBytes = found.node["x-max-body-bytes"]
    return {
      required: found.node.required === true,
      content,
      maxBytes: typeof maxBytes === "number" ? maxBytes : undefined,
    }
  }

  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    const pathParameters = parametersAt(pointerTo("paths", path, "parameters"))
    for (const method of METHODS) {
      const operation = item[method]
      if (!isObject(operation) || typeof operation.operationId !== "string") continue
      const pointer = pointerTo("paths", path, method)
      const parameters = new Map([...pathParameters, ...parametersAt(`${pointer}/parameters`)])
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pointer,
        parameters: [...parameters.values()],
        requestBody:
          operation.requestBody === undefined ? undefined : requestBodyAt(`${pointer}/requestBody`),
        csrf: csrfOf(operation.security ?? document.security),
      })
    }
  }

  const responseAt = (pointer: string): DeclaredResponse | undefined => {
    const found = follow(pointer)
    if (!found) return undefined
    const content: Record<string, boolean> = {}
    for (const [mediaType, media] of Object.entries(isObject(found.node.content) ? found.node.content : {})) {
      content[mediaType] = isObject(media) && media.schema !== undefined
    }
    const headers = Object.keys(isObject(found.node.headers) ? found.node.headers : {})
    const requiredHeaders = headers.filter(
      (name) => follow(`${found.pointer}/headers/${escape(name)}`)?.node.required === true,
    )
    return { pointer: found.pointer, content, requiredHeaders }
  }

  return {
    document,
    operations,
    securityQueryNames,
    at,
    follow,
    response(operation, status) {
      const responses = at(`${operation.pointer}/responses`)
      if (!isObject(responses)) return undefined
      const key = [String(status), `${String(status).charAt(0)}XX`, "default"].find((candidate) =>
        Object.hasOwn(responses, candidate),
      )
      return key === undefined ? undefined : responseAt(`${operation.pointer}/responses/${escape(key)}`)
    },
    responseAt,
  }
}
