// Who is calling. The core's auth middleware will answer 401/403 in front of these routes; until it does, this is
// the one place that reads the session, so it can be swapped for what the middleware leaves in the context.
import type { Context } from "hono"
import { brandOf } from "../../src/domain/features.ts"
import { isSessionValid, type SandboxSession } from "../auth/sessions.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { personaById, type Persona } from "../personas.ts"
import type { Schemas } from "./catalog/types.ts"
import { personaPatient, type Patient } from "./patients.ts"

export interface LoggedIn {
  session: SandboxSession
  /** The person who logged in */
  persona: Persona
  /** Whom the calls are for: the child when a guardian acts for one, the persona otherwise */
  patient: Patient
}

type Ctx = Context<SandboxEnv>

/** The logged-in caller, or undefined for an anonymous visitor (calls whose security allows both). */
export function optionalPersona(c: Ctx): LoggedIn | undefined {
  const session = c.get("session")
  if (!session || !isSessionValid(session, requestNow(c))) return undefined
  const persona = personaById(session.personaId)
  const patientPersona = personaById(session.actingForPersonaId ?? session.personaId)
  if (!persona || !patientPersona) return undefined
  return {
    session,
    persona,
    patient: personaPatient(c.get("db"), patientPersona, brandOf(c.get("environment")), requestNow(c)),
  }
}

/** The logged-in caller, or the contract's Unauthorized response. */
export function requirePersona(c: Ctx): LoggedIn | Response {
  const loggedIn = optionalPersona(c)
  if (loggedIn) return loggedIn
  return unauthorized(c)
}

export function unauthorized(c: Ctx): Response {
  const expired = c.get("session") !== undefined
  const body: Schemas["UnauthorizedError"] = expired
    ? {
        type: "Unauthorized",
        reason: "authenticationExpired",
        message: "The strong authentication of this session has timed out",
      }
    : { type: "Unauthorized", reason: "noSession", message: "This call needs a logged-in session" }
  return c.json(body, 401)
}
