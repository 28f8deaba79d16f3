import { operations } from "../../../generated/operations.ts"
import type { ApiError } from "./errors.ts"

/**
 * What goes to the error-reporting service about a failed call: the kind of failure, the status and which
 * operation failed (the contract's operationId, or the GraphQL operation's name), never a query string (it
 * carries the csrf token and search terms), a body or anything taken from the path itself.
 */
export type ErrorReport =
  | ({
      kind: "network" | "timeout" | "http"
      status?: number
      method: string
    } & (
      | { operationId: string }
      /** Only for a call outside the contract: its path with everything but plain words replaced by ":id". */
      | { path: string }
    ))
  /** The server answered, with a result type that means failure (spec booking §8: a search's Failure). */
  | { kind: "result"; operationId: string; resultType: string }

export type ErrorReporter = (report: ErrorReport) => void

type Route = { method: string; segments: readonly string[]; operationId: string }

const isParameter = (segment: string) => segment.startsWith("{") && segment.endsWith("}")

const ROUTES: readonly Route[] = operations.map(([method, template, operationId]) => ({
  method,
  segments: template.split("/"),
  operationId,
}))

function segmentsOf(url: string): string[] {
  const { pathname } = new URL(url, "http://localhost")
  return (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).split("/")
}

/** Literal segments before parameters: /api/appointments/upcoming wins over /api/appointments/{id}. */
function moreSpecific(a: Route, b: Route): boolean {
  for (let index = 0; index < a.segments.length; index++) {
    const aLiteral = !isParameter(a.segments[index]!)
    const bLiteral = !isParameter(b.segments[index]!)
    if (aLiteral !== bLiteral) return aLiteral
  }
  return false
}

/** The contract's operationId of a request, matched by method and path template (OpenAPI's path matching). */
export function operationIdOf(method: string, url: string): string | undefined {
  const segments = segmentsOf(url)
  let best: Route | undefined
  for (const route of ROUTES) {
    if (route.method !== method.toUpperCase() || route.segments.length !== segments.length) continue
    const matches = route.segments.every((segment, index) =>
      isParameter(segment) ? segments[index] !== "" : segment === segments[index],
    )
    if (matches && (!best || moreSpecific(route, best))) best = route
  }
  return best?.operationId
}

// spec GraphQL Name: what the messaging client sends as operationName (the names of contracts/messaging/*.graphql)
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/

/** The GraphQL operation's name: in the query string of a GET, in the JSON body of a POST. */
function graphqlOperationName(url: string, body: ArrayBuffer | null | undefined): string | undefined {
  let name: unknown = new URL(url, "http://localhost").searchParams.get("operationName")
  if (!name && body) {
    try {
      name = (JSON.parse(new TextDecoder().decode(body)) as { operationName?: unknown }).operationName
    } catch {
      name = undefined
    }
  }
  return typeof name === "string" && GRAPHQL_NAME.test(name) ? name : undefined
}

// Only lower-case words (path words like reserve-appointment) are kept; anything else may identify someone.
const PLAIN_WORD = /^[a-z]+(?:-[a-z]+)*$/

export function scrubPath(url: string): string {
  return segmentsOf(url)
    .map((segment) => (segment === "" || PLAIN_WORD.test(segment) ? segment : ":id"))
    .join("/")
}

/** Which operation a request was: the contract's operationId, the GraphQL operation, or a scrubbed path. */
export function operationOf(
  request: Request,
  body?: ArrayBuffer | null,
): { operationId: string } | { path: string } {
  // The messaging endpoint is not in openapi.yaml; its requests name their GraphQL operation
  const operationId = operationIdOf(request.method, request.url) ?? graphqlOperationName(request.url, body)
  return operationId ? { operationId } : { path: scrubPath(request.url) }
}

/** Spec: network errors and unknown errors are reported; an answer the app expects (a 4xx result) is not. */
export function reportFor(
  error: ApiError,
  request: Request,
  body?: ArrayBuffer | null,
): ErrorReport | undefined {
  const where = { method: request.method, ...operationOf(request, body) }
  if (error.kind === "network" || error.kind === "timeout") return { kind: error.kind, ...where }
  if (error.kind === "http" && (error.status >= 500 || error.status < 400))
    return { kind: "http", status: error.status, ...where }
  return undefined
}
