import type { Context } from "hono"
import type { SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"

export type JsonObject = Record<string, unknown>

/** The request's JSON object, or the contract's 400 when the body is not one. */
export async function jsonObjectOf(c: Context<SandboxEnv>): Promise<JsonObject | Response> {
  const body: unknown = await c.req.json().catch(() => undefined)
  if (typeof body === "object" && body !== null && !Array.isArray(body)) return body as JsonObject
  return validationError(c, [{ path: "body", message: "must be a JSON object" }])
}

/** A string field, or undefined when absent or not a string (the checks then report it). */
export function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name]
  return typeof value === "string" ? value : undefined
}
