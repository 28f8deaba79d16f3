import { randomUUID } from "node:crypto"
import type { Context } from "hono"
import type { components } from "../generated/openapi.ts"

type ValidationIssue = components["schemas"]["ValidationIssue"]

/** The contract's ValidationError 400. */
export function validationError(c: Context, details: ValidationIssue[]): Response {
  return c.json({ type: "ValidationError", details } satisfies components["schemas"]["ValidationError"], 400)
}

export function notFound(c: Context): Response {
  return c.json({ type: "NotFound", message: `No ${c.req.method} ${c.req.path} here` }, 404)
}

/**
 * The 500 of a failure nobody expected: the error goes to the log under a new id, and the answer says only that
 * something failed and the id (an exception's message may name internals or someone's data).
 */
export function internalError(error: unknown, c: Context): Response {
  const errorId = randomUUID()
  console.error(`sandbox: internal error ${errorId}`, error)
  const body: components["schemas"]["UnexpectedError"] = {
    type: "InternalError",
    message: "The server failed to answer; the error id finds it in the server's log",
    errorId,
  }
  return c.json(body, 500)
}
