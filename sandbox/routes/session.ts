import { type Context, Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { loggedInSession } from "../auth/security.ts"
import {
  authTokenTimeoutOf,
  findSession,
  isSessionExpired,
  isSessionValid,
  renewSession,
  type SandboxSession,
} from "../auth/sessions.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { ENVIRONMENT_FEATURES, type Environment } from "../environments.ts"
import { personaById, type Persona } from "../personas.ts"
import type { Lang } from "../../src/domain/language.ts"

type Session = components["schemas"]["Session"]
type SessionPrincipal = components["schemas"]["SessionPrincipal"]

export function anonymousSession(
  environment: Environment,
  lang: Lang,
  authTokenTimeout: Session["authTokenTimeout"] = { value: 30, units: "minutes" },
): Session {
  return {
    csrfToken: "",
    lang,
    isSessionValid: false,
    sessionExpires: null,
    authTokenTimeout,
    features: [...ENVIRONMENT_FEATURES[environment]],
    sessionScope: "standard",
    healthCareType: "private",
    environment,
    isLoggedIn: false,
    user: null,
    hasOccupationalHealthcare: false,
  }
}

/** Whose matters the user handles when not their own: the mandate's person or, for their guardian, the child. */
function principalOf(session: SandboxSession, user: Persona): SessionPrincipal | null {
  const principal = session.actingForPersonaId ? personaById(session.actingForPersonaId) : undefined
  if (!principal || principal.id === user.id) return null
  return {
    firstName: principal.firstName,
    lastName: principal.lastName,
    basis: user.childIds?.includes(principal.id) ? "guardian" : "mandate",
  }
}

/** The browser's session: logged in (valid, timed out or waiting for the PIN) when its cookie names one. */
function sessionOf(c: Context<SandboxEnv>): Session {
  const anonymous = anonymousSession(
    c.get("environment"),
    c.get("lang"),
    authTokenTimeoutOf(c.get("config").sessionLifetimeMs),
  )
  const session = c.get("session")
  const persona = session && personaById(session.personaId)
  if (!session || !persona) return anonymous
  return {
    ...anonymous,
    csrfToken: session.csrfToken,
    isSessionValid: isSessionValid(session, requestNow(c)),
    sessionExpires: session.expiresAt,
    sessionScope: session.scope,
    healthCareType: session.healthCareType,
    isLoggedIn: true,
    user: { firstName: persona.firstName, lastName: persona.lastName },
    hasOccupationalHealthcare: persona.occupational.status !== "none",
    mfaPending: session.mfaPending && !isSessionExpired(session, requestNow(c)),
    actingOnBehalfOf: principalOf(session, persona),
  }
}

export const sessionRoutes = new Hono<SandboxEnv>()
  .get("/api/session", (c) => {
    c.header("Cache-Control", "no-store")
    return c.json(sessionOf(c))
  })
  // The session warning's "continue": the security layer has let through only a valid login (a timed-out one
  // is 401 there), which gets a whole new lifetime from now.
  .post("/api/session/extend", (c) => {
    const db = c.get("db")
    const { id } = loggedInSession(c)
    renewSession(db, id, c.get("config").sessionLifetimeMs, requestNow(c))
    c.set("session", findSession(db, id))
    c.header("Cache-Control", "no-store")
    return c.json(sessionOf(c))
  })
