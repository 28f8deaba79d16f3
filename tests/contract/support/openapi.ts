// contracts/openapi.yaml read as data: its operations, and the response the contract declares for a status and
// content type. Only internal $refs are followed: the contract is one file.
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { parse } from "yaml"

export const OPENAPI_FILE = fileURLToPath(new URL("../../../contracts/openapi.yaml", import.meta.url))

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const

type Json = Record<string, unknown>

export interface ContractOperation {
  operationId: string
  method: string
  path: string
  tags: string[]
  /** JSON pointer of the operation object, e.g. #/paths/~1api~1session/get */
  pointer: string
}

export interface DeclaredResponse {
  /** The status key it was found under: "200", "4XX" or "default". */
  key: string
  /** JSON pointer of the response object, after following $refs. */
  pointer: string
  content?: Record<string, { schema?: unknown }>
}

export interface OpenApiContract {
  document: Json
  operations: ContractOperation[]
  operation(operationId: string): ContractOperation | undefined
  /** The response declared for a status: exact, then its range (4XX), then default. */
  response(operation: ContractOperation, status: number): DeclaredResponse | undefined
  /** A response object by pointer, e.g. #/components/responses/ValidationError. */
  responseAt(pointer: string): DeclaredResponse | undefined
}

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1")
const unescape = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~")

export function pointerTo(...segments: string[]): string {
  return `#/${segments.map(escape).join("/")}`
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

export function createContract(document: Json): OpenApiContract {
  const at = (pointer: string): unknown =>
    pointer
      .replace(/^#\/?/, "")
      .split("/")
      .filter((segment) => segment !== "")
      .reduce<unknown>((node, segment) => (isObject(node) ? node[unescape(segment)] : undefined), document)

  // Follows a chain of $refs; returns the final object and where it is.
  const follow = (pointer: string): { node: Json; pointer: string } | undefined => {
    for (let hops = 0; hops < 20; hops++) {
      const node = at(pointer)
      if (!isObject(node)) return undefined
      const ref = node.$ref
      if (typeof ref !== "string") return { node, pointer }
      if (!ref.startsWith("#"))
        throw new Error(`${pointer}: external $ref ${ref} (bundle the contract into one file)`)
      pointer = ref
    }
    throw new Error(`${pointer}: $ref cycle`)
  }

  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (!isObject(operation) || typeof operation.operationId !== "string") continue
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((tag) => typeof tag === "string")
        : []
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tags,
        pointer: pointerTo("paths", path, method),
      })
    }
  }

  const responseAt = (pointer: string, key = ""): DeclaredResponse | undefined => {
    const found = follow(pointer)
    if (!found) return undefined
    const content = isObject(found.node.content)
      ? (found.node.content as DeclaredResponse["content"])
      : undefined
    return { key, pointer: found.pointer, content }
  }

  return {
    document,
    operations,
    operation: (operationId) => operations.find((operation) => operation.operationId === operationId),
    response(operation, status) {
      const responses = at(`${operation.pointer}/responses`)
      if (!isObject(responses)) return undefined
      const key = [String(status), `${String(status).charAt(0)}XX`, "default"].find((candidate) =>
        Object.hasOwn(responses, candidate),
      )
      return key === undefined ? undefined : responseAt(`${operation.pointer}/responses/${escape(key)}`, key)
    },
    responseAt: (pointer) => responseAt(pointer, pointer),
  }
}

export async function loadContract(file = OPENAPI_FILE): Promise<OpenApiContract> {
  const document: unknown = parse(await readFile(file, "utf8"))
  if (!isObject(document)) throw new Error(`${file} is not an OpenAPI document`)
  return createContract(document)
}

/** The declared media type for a response's content-type header: exact, then a type/* range, then the catch-all. */
export function mediaTypeFor(content: DeclaredResponse["content"], contentType: string): string | undefined {
  if (!content) return undefined
  const essence = contentType.split(";")[0]?.trim().toLowerCase() ?? ""
  const declared = Object.keys(content)
  return (
    declared.find((type) => type.toLowerCase() === essence) ??
    declared.find((type) => type.toLowerCase() === `${essence.split("/")[0]}/*`) ??
    declared.find((type) => type === "*/*")
  )
}
