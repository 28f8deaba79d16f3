import type { SessionResponse } from "../../src/platform/api/schemas.ts"
import type { Fetch } from "../../src/platform/api/transport.ts"

// A target's first frame (targets/shared/firstFrame.ts) renders its pages at build time, with no backend: the
// routes' one call before a page renders, the session, is answered here as an anonymous visitor's.

/** The backend origin a frame's store is made with: one that no request can reach. */
export const FIRST_FRAME_ORIGIN = "http://first-frame.invalid"

/** An anonymous visitor's session with no features, so that a frame shows nothing that depends on them. */
export function anonymousSession(environment: SessionResponse["environment"]): SessionResponse {
  return {
    csrfToken: "",
    lang: "fi",
    isSessionValid: false,
    sessionExpires: null,
    authTokenTimeout: { value: 30, units: "minutes" },
    features: [],
    sessionScope: "standard",
    healthCareType: "private",
    environment,
    isLoggedIn: false,
    user: null,
    hasOccupationalHealthcare: false,
  }
}

/** The session call's path (contract: getSession), the first call of every page. */
export const SESSION_PATH = "/api/session"

/**
 * A fetch that answers the session call with `session` and fails every other call: a page that calls anything
 * else before it renders (its searches start in effects, which a frame never runs) cannot be a frame.
 */
export function answeringSessionOnly(session: SessionResponse): Fetch {
  return async (request) => {
    if (new URL(request.url).pathname !== SESSION_PATH)
      throw new Error(`first frame: the page called ${request.method} ${request.url} before it rendered`)
    return Response.json(session)
  }
}

/**
 * A fetch that answers the session call with `session` and adds every other request's address to `sent`,
 * failing it: what a store sends for an action, with no backend (a frame's first search, earlyRequests.ts).
 */
export function recordingRequests(session: SessionResponse, sent: string[]): Fetch {
  const answer = answeringSessionOnly(session)
  return async (request) => {
    if (new URL(request.url).pathname === SESSION_PATH) return answer(request)
    sent.push(request.url)
    throw new Error(`first frame: ${request.method} ${request.url} is recorded, not sent`)
  }
}
