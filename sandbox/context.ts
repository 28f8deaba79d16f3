import type { HttpBindings } from "@hono/node-server"
import type { Context } from "hono"
import { createMiddleware } from "hono/factory"
import { getCookie } from "hono/cookie"
import type { Clock } from "../src/domain/clock.ts"
import type { AddressList } from "./clientAddress.ts"
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from "../src/domain/language.ts"
import { DEFAULT_ENVIRONMENT, ENVIRONMENTS, isEnvironment, type Environment } from "./environments.ts"
import { findSession, SESSION_COOKIE, type SandboxSession } from "./auth/sessions.ts"
import type { MatchedOperation } from "./contract/middleware.ts"
import type { Db } from "./db/database.ts"
import { validationError } from "./responses.ts"
import { todayOn } from "./time.ts"

// Per browser, so parallel e2e tests can each set their own brand and language on their browser context.
export const ENVIRONMENT_COOKIE = "sandbox-environment"
export const LANG_COOKIE = "sandbox-lang"

/** How this sandbox runs (sandbox/server.ts reads it from its options and the environment). */
export interface SandboxConfig {
  /** What time it is for the sandbox (sandbox/time.ts): SANDBOX_NOW, a test's clock, or the machine's. */
  clock: Clock
  /** How long a strong authentication lasts (the session's authTokenTimeout). */
  sessionLifetimeMs: number
  /** A response that breaks the contract becomes a 500 ContractViolation instead of a logged warning. */
  strictResponses: boolean
  /** The /__sandbox admin routes and the x-sandbox-fault header (off in production unless SANDBOX_ADMIN=1). */
  devTools: boolean
  /**
   * Production mode (NODE_ENV=production, with or without the development tools): the session cookie is `Secure`,
   * as the portal is served over HTTPS only. Otherwise it is `Secure` where the browser came over HTTPS.
   */
  production: boolean
  /** Peers whose X-Forwarded-For, -Proto and -Host count (sandbox/clientAddress.ts): SANDBOX_TRUSTED_PROXIES. */
  trustedProxies: AddressList
  /** Provisioned lobby kiosks, each with a check-in budget of its own: SANDBOX_KIOSK_ADDRESSES. */
  kioskAddresses: AddressList
}

export interface SandboxEnv {
  /** The Node request and response under @hono/node-server; absent under `app.request()`. */
  Bindings: Partial<HttpBindings>
  Variables: {
    environment: Environment
    lang: Lang
    /** The sandbox's database (sandbox/db). */
    db: Db
    config: SandboxConfig
    /**
     * The browser's session, from its cookie. After the auth middleware (sandbox/auth/security.ts): on operations
     * that require a login, a valid session (or, for the PIN and logout calls, possibly a timed-out one); on
     * operations open to anonymous callers too, a valid session or undefined; elsewhere whatever the cookie names.
     */
    session: SandboxSession | undefined
    /** The contract operation the request is (sandbox/contract); undefined off the contract (GraphQL, admin). */
    operation: MatchedOperation | undefined
  }
}

/** The instant of a request, by the sandbox's clock. */
export function requestNow(c: Context<SandboxEnv>): Date {
  return new Date(c.get("config").clock())
}

/** Today in Helsinki (yyyy-MM-dd) for a request, by the sandbox's clock. */
export function requestToday(c: Context<SandboxEnv>): string {
  return todayOn(c.get("config").clock)
}

/** Gives every request the database, the configuration and the session its cookie names (sandbox/auth). */
export function stateContext(db: Db, config: SandboxConfig) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    c.set("db", db)
    c.set("config", config)
    const sessionId = getCookie(c, SESSION_COOKIE)
    c.set("session", sessionId ? findSession(db, sessionId) : undefined)
    await next()
    // the answer's Date is the sandbox's now, so a browser that corrects for its own clock agrees with the sandbox
    c.res.headers.set("Date", new Date(config.clock()).toUTCString())
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
