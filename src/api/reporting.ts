import type { ApiError } from "./errors.ts"

/**
 * What goes to the error-reporting service about a failed call: the kind of failure, the status and where,
 * never a query string (it carries the csrf token and search terms), a body or an identifier from the path.
 */
export type ErrorReport =
  | {
      kind: "network" | "timeout" | "http"
      status?: number
      method: string
      /** The path with identifiers replaced by ":id", e.g. /api/appointments/:id/arrival-reason */
      path: string
    }
  /** The server answered, with a result type that means failure (spec booking §8: a search's Failure). */
  | { kind: "result"; operationId: string; resultType: string }

export type ErrorReporter = (report: ErrorReport) => void

// A segment with a digit, or a long token (appointment links, upload keys), may identify a person's data.
const IDENTIFYING_SEGMENT = /\d|^[A-Za-z0-9_-]{16,}={0,2}$/

export function scrubPath(url: string): string {
  const { pathname } = new URL(url, "http://localhost")
  return pathname
    .split("/")
    .map((segment) => (IDENTIFYING_SEGMENT.test(segment) ? ":id" : segment))
    .join("/")
}

/** Spec: network errors and unknown errors are reported; an answer the app expects (a 4xx result) is not. */
export function reportFor(error: ApiError, request: Request): ErrorReport | undefined {
  const where = { method: request.method, path: scrubPath(request.url) }
  if (error.kind === "network" || error.kind === "timeout") return { kind: error.kind, ...where }
  if (error.kind === "http" && (error.status >= 500 || error.status < 400))
    return { kind: "http", status: error.status, ...where }
  return undefined
}
