// Turns a case into an HTTP request against the server under test and reads the answer as bytes.
import { MESSAGING_PATH } from "../../../src/platform/api/messaging.ts"
import type { CaseContext, GraphqlCase, GraphqlRequest, QueryValue, RequestParts, RestCase } from "./cases.ts"
import type { ContractOperation } from "./openapi.ts"
import type { ReceivedResponse } from "./validator.ts"

function merge<T extends object>(base: T | undefined, over: T | undefined): T {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over ?? {})) {
    const previous = merged[key]
    const bothObjects = [previous, value].every(
      (v) => typeof v === "object" && v !== null && !Array.isArray(v),
    )
    merged[key] = bothObjects ? { ...(previous as object), ...(value as object) } : value
  }
  return merged as T
}

function url(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const target = new URL(baseUrl + path)
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) target.searchParams.append(name, String(item))
  }
  return target.href
}

function headers(parts: { headers?: Record<string, string>; cookies?: Record<string, string> }): Headers {
  const result = new Headers(parts.headers)
  const cookies = Object.entries(parts.cookies ?? {})
  if (cookies.length > 0) result.set("cookie", cookies.map(([name, value]) => `${name}=${value}`).join("; "))
  return result
}

/** The bytes as a stream of unknown length, so fetch sends them chunked, without Content-Length. */
function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  const CHUNK = 16 * 1024
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + CHUNK))
      offset += CHUNK
    },
  })
}

/** A body as sent: as it is, or streamed without Content-Length. */
function sent(body: BodyInit | undefined, stream: boolean | undefined): RequestInit {
  if (!stream || body === undefined) return { body }
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : (body as Uint8Array)
  // duplex: a stream body must say so (fetch's RequestInit in Node; not in the DOM typings)
  return { body: chunked(bytes), duplex: "half" } as RequestInit
}

async function received(response: Response): Promise<ReceivedResponse> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: new Uint8Array(await response.arrayBuffer()),
  }
}

/** The request body and its default Content-Type (a case's own content-type header wins). */
function bodyOf(parts: RequestParts, title: string): { body?: BodyInit; contentType?: string } {
  const given = [parts.body, parts.raw, parts.form].filter((part) => part !== undefined)
  if (given.length > 1) throw new Error(`${title}: give one of body, raw and form`)
  if (parts.raw) {
    const { bytes, contentType } = parts.raw
    const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes
    return { body: body as Uint8Array<ArrayBuffer>, contentType }
  }
  if (parts.form) {
    return {
      body: new URLSearchParams(parts.form).toString(),
      contentType: "application/x-www-form-urlencoded",
    }
  }
  if (parts.body !== undefined) return { body: JSON.stringify(parts.body), contentType: "application/json" }
  return {}
}

/** What is wrong with the answer's headers: a redirect without Location, or a header the case expects. */
function headerProblems(response: Response, contractCase: RestCase): string[] {
  const problems: string[] = []
  const redirect = response.status >= 300 && response.status < 400 && response.status !== 304
  if (redirect && !response.headers.has("location")) problems.push(`a ${response.status} without Location`)
  for (const [name, pattern] of Object.entries(contractCase.expectHeaders ?? {})) {
    const value = response.headers.get(name)
    if (value === null || !pattern.test(value))
      problems.push(`${name}: ${value ?? "(none)"} does not match ${pattern}`)
  }
  return problems
}

export async function sendRest(
  context: CaseContext,
  operation: ContractOperation,
  contractCase: RestCase,
): Promise<ReceivedResponse> {
  const parts: RequestParts = merge(contractCase.request, await contractCase.setup?.(context))
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.path?.[name]
    if (value === undefined) throw new Error(`${contractCase.title}: no value for the path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
  const requestHeaders = headers(parts)
  const { body, contentType } = bodyOf(parts, contractCase.title)
  if (contentType && !requestHeaders.has("content-type")) requestHeaders.set("content-type", contentType)
  // Never followed: a redirect is the answer under test (its status and Location), not where it leads.
  const response = await fetch(url(context.baseUrl, path, parts.query), {
    method: operation.method,
    headers: requestHeaders,
    ...sent(body, parts.chunked),
    redirect: "manual",
  })
  const problems = headerProblems(response, contractCase)
  if (problems.length > 0) {
    throw new Error(`${operation.operationId} answered ${response.status}: ${problems.join("; ")}`)
  }
  return received(response)
}

export async function sendGraphql(
  context: CaseContext,
  operation: { name: string; kind: string; text: string },
  contractCase: GraphqlCase,
): Promise<ReceivedResponse> {
  const parts: GraphqlRequest = merge(contractCase, await contractCase.setup?.(context))
  const query = parts.text ?? operation.text
  const method = parts.method ?? (operation.kind === "query" ? "GET" : "POST")
  const requestHeaders = headers(parts)
  requestHeaders.set("accept", "application/graphql-response+json, application/json")
  const params = { query, operationName: operation.name, variables: parts.variables }
  if (method === "GET") {
    const search: Record<string, QueryValue> = { ...parts.query, query, operationName: operation.name }
    if (parts.variables) search.variables = JSON.stringify(parts.variables)
    return received(await fetch(url(context.baseUrl, MESSAGING_PATH, search), { headers: requestHeaders }))
  }
  requestHeaders.set("content-type", "application/json")
  const response = await fetch(url(context.baseUrl, MESSAGING_PATH, parts.query), {
    method: "POST",
    headers: requestHeaders,
    ...sent(parts.body?.text ?? JSON.stringify(params), parts.body?.chunked),
  })
  return received(response)
}
