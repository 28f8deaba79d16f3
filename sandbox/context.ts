import { createMiddleware } from "hono/factory"
import { getCookie } from "hono/cookie"
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from "../src/domain/language.ts"
import { DEFAULT_ENVIRONMENT, ENVIRONMENTS, isEnvironment, type Environment } from "./environments.ts"
import { validationError } from "./responses.ts"

// Per browser, so parallel e2e tests can each set their own brand and language on their browser context.
export const ENVIRONMENT_COOKIE = "sandbox-environment"
export const LANG_COOKIE = "sandbox-lang"

export interface SandboxEnv {
  Variables: { environment: Environment; lang: Lang }
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
