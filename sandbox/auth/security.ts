// Each operation's declared security, enforced: a login where the contract requires one (401) and the session's
// csrf token in the query on every call that carries a login (403).
import type { Context } from "hono"
import { createMiddleware } from "hono/factory"
import type { components } from "../../generated/openapi.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { personaById, type Persona } from "../personas.ts"
import { isSessionValid, type SandboxSession } from "./sessions.ts"

type Unauthorized = components["schemas"]["UnauthorizedError"]
type Forbidden = components["schemas"]["ForbiddenError"]

export const CSRF_QUERY = "csrfToken"

// spec §4 Session: a timed-out user reaches only the MFA and timed-out pages; their calls are the session read
// (no security), the PIN, a new code for it (inferred), and logging out from there.
const ANSWERED_WHILE_EXPIRED: ReadonlySet<string> = new Set(["checkPin", "sendPinCode", "logout"])

function unauthorized(c: Context, reason: Unauthorized["reason"]): Response {
  const message =
    reason === "noSession"
      ? "This call needs a logged-in session"
      : "The strong authentication of this session has timed out"
  return c.json({ type: "Unauthorized", reason, message } satisfies Unauthorized, 401)
}

function forbidden(c: Context, reason: Forbidden["reason"]): Response {
  const message =
    reason === "csrfTokenMissing"
      ? "The csrfToken query parameter is required"
      : "The csrfToken does not match this session"
  return c.json({ type: "Forbidden", reason, message } satisfies Forbidden, 403)
}

function csrfProblem(c: Context, session: SandboxSession): Forbidden["reason"] | undefined {
  const tokens = new URL(c.req.url).searchParams.getAll(CSRF_QUERY)
  if (tokens.length === 0 || tokens[0] === "") return "csrfTokenMissing"
  return tokens.length === 1 && tokens[0] === session.csrfToken ? undefined : "csrfTokenInvalid"
}

export const enforceSecurity = createMiddleware<SandboxEnv>(async (c, next) => {
  const matched = c.get("operation")
  if (!matched || matched.csrf === "none") return next()
  const session = c.get("session")
  const valid = session !== undefined && isSessionValid(session, requestNow(c))
  if (matched.csrf === "optional") {
    // A timed-out login gives nothing more than no login: the caller goes on as an anonymous visitor.
    if (!session || !valid) {
      c.set("session", undefined)
      return next()
    }
  } else {
    if (!session) return unauthorized(c, "noSession")
    if (!valid && !ANSWERED_WHILE_EXPIRED.has(matched.operationId))
      return unauthorized(c, "authenticationExpired")
  }
  const problem = csrfProblem(c, session)
  return problem ? forbidden(c, problem) : next()
})

/**
 * The person the request is made by, for route handlers: the session's persona (a guardian's own persona; the
 * child is `session.actingForPersonaId`). Undefined for an anonymous visitor.
 */
export function sessionPersona(c: Context<SandboxEnv>): Persona | undefined {
  const session = c.get("session")
  return session ? personaById(session.personaId) : undefined
}

/**
 * The session of a call the auth middleware has let through on an operation that requires a login. Throws on an
 * operation the contract leaves open to anonymous callers: there, read `c.get("session")` and handle undefined.
 */
export function loggedInSession(c: Context<SandboxEnv>): SandboxSession {
  const session = c.get("session")
  if (!session) throw new Error(`${c.get("operation")?.operationId ?? c.req.path} has no logged-in session`)
  return session
}
