import type { Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import { isLang, type Lang } from "../../src/domain/language.ts"
import { brandOf } from "../../src/domain/features.ts"
import { isSessionValid, type SandboxSession } from "../auth/sessions.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { personaById, type BrandId, type Persona } from "../personas.ts"

export interface LoggedIn {
  session: SandboxSession
  /** Who logged in (the guardian, when acting for a child). */
  persona: Persona
  /** Whom the records and the profile are about: the child when a guardian acts for one, else the persona. */
  subject: Persona
  brand: BrandId
}

function unauthorized(c: Context<SandboxEnv>, reason: "noSession" | "authenticationExpired"): Response {
  const body: components["schemas"]["UnauthorizedError"] = {
    type: "Unauthorized",
    reason,
    message:
      reason === "noSession"
        ? "This call needs a logged-in session"
        : "The strong authentication of this session has timed out",
  }
  return c.json(body, 401)
}

/** The logged-in persona, or undefined for an anonymous visitor or a session that is no longer valid. */
export function loggedInOrUndefined(c: Context<SandboxEnv>): LoggedIn | undefined {
  const session = c.get("session")
  if (!session || !isSessionValid(session, requestNow(c))) return undefined
  const persona = personaById(session.personaId)
  if (!persona) return undefined
  const subject = (session.actingForPersonaId && personaById(session.actingForPersonaId)) || persona
  return { session, persona, subject, brand: brandOf(c.get("environment")) }
}

/**
 * The logged-in persona, or the contract's 401. (The core middleware answers 401 and 403 in front of these routes
 * too; this keeps the routes safe on their own.)
 */
export function requirePersona(c: Context<SandboxEnv>): LoggedIn | Response {
  const session = c.get("session")
  if (!session) return unauthorized(c, "noSession")
  const loggedIn = loggedInOrUndefined(c)
  return loggedIn ?? unauthorized(c, "authenticationExpired")
}

/** The `lang` query parameter, or the browser's language when it is missing (the contract requires it). */
export function langOf(c: Context<SandboxEnv>): Lang {
  const lang = c.req.query("lang")
  return isLang(lang) ? lang : c.get("lang")
}
