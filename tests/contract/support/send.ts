// Turns a case into an HTTP request against the server under test and reads the answer as bytes.
import { MESSAGING_PATH } from "../../../src/api/messaging.ts"
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

async function received(response: Response): Promise<ReceivedResponse> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: new Uint8Array(await response.arrayBuffer()),
  }
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
  if (parts.body !== undefined && !requestHeaders.has("content-type")) {
    requestHeaders.set("content-type", "application/json")
  }
  const response = await fetch(url(context.baseUrl, path, parts.query), {
    method: operation.method,
    headers: requestHeaders,
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    redirect: "manual",
  })
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
    body: JSON.stringify(params),
  })
  return received(response)
}
