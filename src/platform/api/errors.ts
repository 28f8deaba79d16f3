import type { components } from "../../../generated/openapi.ts"

export type ValidationIssue = components["schemas"]["ValidationIssue"]

// Every failure of a backend call, REST or GraphQL, is one of these.
export type ApiFailure =
  /** No usable answer: connection refused or dropped, DNS, CORS, a body cut short. */
  | { kind: "network" }
  /** No complete answer within the request's time limit. */
  | { kind: "timeout"; timeoutMs: number }
  /** The caller cancelled (a newer search, a page left): not an error to show or report. */
  | { kind: "aborted" }
  /** The server answered, but not with what was asked for: a non-2xx status, or a 2xx body that is not JSON. */
  | { kind: "http"; status: number; body: unknown }
  /** 400 with the contract's ValidationError body: the request did not match the contract. */
  | { kind: "validation"; status: 400; details: ValidationIssue[] }
  /** The messaging service answered with GraphQL errors (`extensions` each error's, where it gives them). */
  | { kind: "graphql"; messages: string[]; extensions?: Readonly<Record<string, unknown>>[] }

export type ApiFailureKind = ApiFailure["kind"]

class ApiErrorBase extends Error {
  override name = "ApiError"
}

export type ApiError = ApiErrorBase & ApiFailure

function describe(failure: ApiFailure): string {
  switch (failure.kind) {
    case "network":
      return "network error"
    case "timeout":
      return `request timed out after ${failure.timeoutMs} ms`
    case "aborted":
      return "request aborted"
    case "http":
      return `HTTP ${failure.status}`
    case "validation":
      return `request did not match the contract: ${failure.details.map((d) => `${d.path} ${d.message}`).join("; ")}`
    case "graphql":
      return `GraphQL errors: ${failure.messages.join("; ")}`
  }
}

export function apiError(failure: ApiFailure, cause?: unknown): ApiError {
  const error = new ApiErrorBase(describe(failure), cause === undefined ? undefined : { cause })
  return Object.assign(error, failure)
}

/** `isApiError(e)` for any ApiError, `isApiError(e, "timeout", "network")` for some kinds only. */
export function isApiError<K extends ApiFailureKind = ApiFailureKind>(
  error: unknown,
  ...kinds: K[]
): error is ApiError & { kind: K } {
  return (
    error instanceof ApiErrorBase && (kinds.length === 0 || kinds.includes((error as ApiError).kind as K))
  )
}

function isValidationErrorBody(body: unknown): body is components["schemas"]["ValidationError"] {
  return (
    typeof body === "object" &&
    body !== null &&
    "type" in body &&
    body.type === "ValidationError" &&
    "details" in body &&
    Array.isArray(body.details)
  )
}

/** The failure for a response the server completed with a non-2xx status. */
export function httpError(status: number, body: unknown): ApiError {
  if (status === 400 && isValidationErrorBody(body)) {
    return apiError({ kind: "validation", status, details: body.details })
  }
  return apiError({ kind: "http", status, body })
}
