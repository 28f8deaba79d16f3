// Reading the query and body of a booking call. The core's contract-driven validation will reject malformed
// requests before they get here; these readers keep the handlers safe without it and add the rules a schema
// cannot say (a real identity code, a range that does not run backwards).
import type { Context } from "hono"
import { isIsoDate } from "../../src/domain/dates.ts"
import { isLang, type Lang } from "../../src/domain/language.ts"
import type { SandboxEnv } from "../context.ts"
import type { Schemas } from "./catalog/types.ts"

export type Issue = Schemas["ValidationIssue"]
type Ctx = Context<SandboxEnv>

export function queryReader(c: Ctx) {
  const issues: Issue[] = []
  const fail = (name: string, message: string) => issues.push({ path: `query.${name}`, message })
  return {
    issues,
    /** The required `lang` query parameter; the language cookie's when it is missing or wrong (an issue then). */
    lang(): Lang {
      const value = c.req.query("lang")
      if (isLang(value)) return value
      fail("lang", "must be one of fi, sv, en")
      return c.get("lang")
    },
    date(name: string): string {
      const value = c.req.query(name)
      if (value !== undefined && isIsoDate(value)) return value
      fail(name, "must be a yyyy-MM-dd date")
      return ""
    },
    boolean(name: string): boolean {
      const value = c.req.query(name)
      if (value === undefined || value === "false") return false
      if (value === "true") return true
      fail(name, "must be true or false")
      return false
    },
    offset(name: string): number {
      const value = c.req.query(name) ?? "0"
      if (/^[0-9]{1,9}$/.test(value)) return Number(value)
      fail(name, "must be an integer of at least 0")
      return 0
    },
    oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
      const value = c.req.query(name)
      if (value === undefined) return fallback
      if ((values as readonly string[]).includes(value)) return value as T
      fail(name, `must be one of ${values.join(", ")}`)
      return fallback
    },
    required(name: string, pattern: RegExp): string {
      const value = c.req.query(name)
      if (value !== undefined && pattern.test(value)) return value
      fail(name, `must match ${pattern.source}`)
      return ""
    },
    list(name: string): string[] {
      return c.req.queries(name) ?? []
    },
  }
}

/** The language of the texts: the `lang` query when valid, else the sandbox's language cookie. */
export function langOf(c: Ctx): Lang {
  const value = c.req.query("lang")
  return isLang(value) ? value : c.get("lang")
}

export async function readJsonObject(c: Ctx): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined)
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

type StringRule = { pattern?: RegExp; maxLength: number }

export function bodyReader(body: Record<string, unknown>) {
  const issues: Issue[] = []
  const fail = (name: string, message: string) => issues.push({ path: `body.${name}`, message })
  const string = (name: string, rule: StringRule): string => {
    const value = body[name]
    if (typeof value === "string" && value.length <= rule.maxLength && (rule.pattern?.test(value) ?? true)) {
      return value
    }
    fail(
      name,
      `must be a string${rule.pattern ? ` matching ${rule.pattern.source}` : ""} of at most ${rule.maxLength}`,
    )
    return ""
  }
  const optionalString = (name: string, rule: StringRule): string | undefined =>
    body[name] === undefined ? undefined : string(name, rule)
  return { issues, fail, string, optionalString }
}

export const APPOINTMENT_ID = /^[0-9]{1,20}$/
export const CONCEPT_CODE = /^[0-9]{1,10}$/
export const NOT_BLANK = /\S/
