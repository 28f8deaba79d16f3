import { isApiError } from "../../platform/api/errors.ts"

/**
 * Why a load failed, as far as the views' texts tell failures apart: a connection problem (no answer, or none in
 * time), the server failing, the thing not existing, the session not allowing it, or anything else.
 */
export type LoadErrorKind = "network" | "timeout" | "server" | "notFound" | "unauthorized" | "failure"

/** The kind of a failed load's error; an aborted request never gets here (it is not a failure). */
export function loadErrorKindOf(error: unknown): LoadErrorKind {
  if (isApiError(error, "network")) return "network"
  if (isApiError(error, "timeout")) return "timeout"
  if (isApiError(error, "http")) {
    if (error.status === 404) return "notFound"
    if (error.status === 401 || error.status === 403) return "unauthorized"
    if (error.status >= 500) return "server"
  }
  return "failure"
}

/** spec messaging §8: 'Network Error' and a time-out (ECONNABORTED) are both a connection problem. */
export function isConnectionProblem(kind: LoadErrorKind | undefined): boolean {
  return kind === "network" || kind === "timeout"
}
