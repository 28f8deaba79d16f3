import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { SandboxEnv } from "../context.ts"
import { ENVIRONMENT_FEATURES, type Environment } from "../environments.ts"
import type { Lang } from "../../src/domain/language.ts"

type Session = components["schemas"]["Session"]

// How long a strong authentication lasts before the timed-out page; the provider's value is not in the spec.
const AUTH_TOKEN_TIMEOUT: Session["authTokenTimeout"] = { value: 30, units: "minutes" }

// Until the identity provider and personas arrive, every browser is an anonymous visitor.
export function anonymousSession(environment: Environment, lang: Lang): Session {
  return {
    csrfToken: "",
    lang,
    isSessionValid: false,
    sessionExpires: null,
    authTokenTimeout: AUTH_TOKEN_TIMEOUT,
    features: [...ENVIRONMENT_FEATURES[environment]],
    sessionScope: "standard",
    healthCareType: "private",
    environment,
    isLoggedIn: false,
    user: null,
    hasOccupationalHealthcare: false,
  }
}

export const sessionRoutes = new Hono<SandboxEnv>().get("/api/session", (c) => {
  c.header("Cache-Control", "no-store")
  return c.json(anonymousSession(c.get("environment"), c.get("lang")))
})
