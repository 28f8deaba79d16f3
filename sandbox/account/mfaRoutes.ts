// The front page's SMS-login onboarding card: send a code, check it (mfa.ts has the rules).
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { isSmsLoginPhone, normalizeSmsLoginPhone } from "../../src/domain/mfa.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import { validationError } from "../responses.ts"
import { jsonObjectOf, stringField } from "./body.ts"
import { startOnboarding, verifyOnboarding } from "./mfa.ts"
import { requirePersona } from "./requirePersona.ts"

export const mfaOnboardingRoutes = new Hono<SandboxEnv>()
  .post("/api/mfa-onboarding", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await jsonObjectOf(c)
    if (body instanceof Response) return body
    const phoneNumber = stringField(body, "phoneNumber") ?? ""
    // the portal's rule of the SMS-login number (spec messaging §5), on the number as sent: without spaces
    if (!isSmsLoginPhone(phoneNumber) || normalizeSmsLoginPhone(phoneNumber) !== phoneNumber) {
      return validationError(c, [
        {
          path: "body.phoneNumber",
          message: "must be an optional + and at least 6 digits, at most 20 characters",
        },
      ])
    }
    const outcome = startOnboarding(c.get("db"), loggedIn.persona.id, phoneNumber, requestNow(c))
    if (outcome.type === "locked") {
      const tooMany: components["schemas"]["TooManyOnboardingAttempts"] = {
        type: "too-many-onboarding-attempts",
        nextAttempt: outcome.nextAttempt,
      }
      return c.json(tooMany, 429)
    }
    return c.body(null, 204)
  })
  .put("/api/mfa-onboarding", async (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const body = await jsonObjectOf(c)
    if (body instanceof Response) return body
    const code = stringField(body, "challengeResponseFromUser") ?? ""
    if (!/^[0-9]{4}$/.test(code)) {
      return validationError(c, [{ path: "body.challengeResponseFromUser", message: "must be four digits" }])
    }
    const result: components["schemas"]["MfaOnboardingResult"] = {
      type: verifyOnboarding(c.get("db"), loggedIn.persona.id, code, requestNow(c)),
    }
    return c.json(result)
  })
