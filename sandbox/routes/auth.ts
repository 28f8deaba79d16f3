// The authentication calls after the login: the MFA page's PIN, the SMS-login toggle and logging out. Login and
// csrf checks have already happened (sandbox/auth/security.ts); the bodies have been validated (sandbox/contract).
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { endSession } from "../auth/cookie.ts"
import { checkPin, needsPinStep, sendPinCode, toggleMfa } from "../auth/mfa.ts"
import { loggedInSession } from "../auth/security.ts"
import { renewSession } from "../auth/sessions.ts"
import { requestNow, type SandboxEnv } from "../context.ts"

type PinRequest = components["schemas"]["PinRequest"]
type PinResult = components["schemas"]["PinResult"]
type MfaActionRequest = components["schemas"]["MfaActionRequest"]
type LogoutResult = components["schemas"]["LogoutResult"]

export const authRoutes = new Hono<SandboxEnv>()
  .post("/api/pin", async (c) => {
    const session = loggedInSession(c)
    // only a login with SMS login has a PIN step (after the bank, or again once its authentication times out)
    if (!needsPinStep(c.get("db"), c.get("environment"), session.personaId)) {
      return c.json({ type: "pinNotExpected" } satisfies components["schemas"]["PinNotExpected"], 409)
    }
    const { pin } = await c.req.json<PinRequest>()
    const db = c.get("db")
    const mfaResponse = checkPin(db, c.get("environment"), session, pin)
    if (mfaResponse.type === "success")
      renewSession(db, session.id, c.get("config").sessionLifetimeMs, requestNow(c))
    // spec: too many retries logs the user out
    if (mfaResponse.type === "tooManyRetries") endSession(c)
    c.header("Cache-Control", "no-store")
    return c.json({ mfaResponse } satisfies PinResult)
  })
  // inferred: a new code for the PIN page's "send a new code" and for turning SMS login off
  .post("/api/pin/code", (c) => {
    const session = loggedInSession(c)
    const outcome = sendPinCode(c.get("db"), c.get("environment"), session.personaId, requestNow(c))
    if (outcome.type === "noSmsLogin")
      return c.json({ type: "pinNotExpected" } satisfies components["schemas"]["PinNotExpected"], 409)
    if (outcome.type === "limited") {
      const limited: components["schemas"]["TooManyPinCodes"] = {
        type: "too-many-codes",
        nextAttempt: outcome.nextAttempt,
      }
      return c.json(limited, 429)
    }
    return c.body(null, 204)
  })
  .post("/api/mfa", async (c) => {
    const session = loggedInSession(c)
    const request = await c.req.json<MfaActionRequest>()
    const answer = toggleMfa(c.get("db"), c.get("environment"), session.personaId, request, requestNow(c))
    // inferred: turning SMS login off without its right code changes nothing
    if (answer.type === "pinRequired" || answer.type === "pinMismatch" || answer.type === "tooManyRetries")
      return c.json(answer, 422)
    return c.json(answer)
  })
  .post("/api/logout", (c) => {
    endSession(c)
    return c.json({ type: "success" } satisfies LogoutResult)
  })
