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
