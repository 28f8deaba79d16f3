import { createMiddleware } from "hono/factory"
import { getCookie } from "hono/cookie"
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from "../src/domain/language.ts"
import { DEFAULT_ENVIRONMENT, ENVIRONMENTS, isEnvironment, type Environment } from "./environments.ts"
import { findSession, SESSION_COOKIE, type SandboxSession } from "./auth/sessions.ts"
import type { Db } from "./db/database.ts"
import { validationError } from "./responses.ts"

// Per browser, so parallel e2e tests can each set their own brand and language on their browser context.
export const ENVIRONMENT_COOKIE = "sandbox-environment"
export const LANG_COOKIE = "sandbox-lang"

export interface SandboxEnv {
  Variables: {
    environment: Environment
    lang: Lang
    /** The sandbox's database (sandbox/db). */
    db: Db
    /** The logged-in browser's session, valid or not; undefined for an anonymous visitor. */
    session: SandboxSession | undefined
  }
}

/** Gives every request the database and the session its cookie names (sandbox/auth/sessions.ts). */
export function stateContext(db: Db) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    c.set("db", db)
    const sessionId = getCookie(c, SESSION_COOKIE)
    c.set("session", sessionId ? findSession(db, sessionId) : undefined)
    return next()
  })
}

/** Reads the sandbox's own cookies; a misspelt value is a 400 rather than a silent fall-back to the default. */
export const sandboxContext = createMiddleware<SandboxEnv>(async (c, next) => {
  const environment = getCookie(c, ENVIRONMENT_COOKIE) ?? DEFAULT_ENVIRONMENT
  const lang = getCookie(c, LANG_COOKIE) ?? DEFAULT_LANG
  if (isEnvironment(environment) && isLang(lang)) {
    c.set("environment", environment)
    c.set("lang", lang)
    return next()
  }
  const oneOf = (cookie: string, values: readonly string[]) => ({
    path: `cookie.${cookie}`,
    message: `must be one of ${values.join(", ")}`,
  })
  return validationError(c, [
    ...(isEnvironment(environment) ? [] : [oneOf(ENVIRONMENT_COOKIE, ENVIRONMENTS)]),
    ...(isLang(lang) ? [] : [oneOf(LANG_COOKIE, LANGUAGES)]),
  ])
})
