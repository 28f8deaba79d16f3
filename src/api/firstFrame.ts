import type { SessionResponse } from "./schemas.ts"
import type { Fetch } from "./transport.ts"

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

/**
 * A fetch that answers the session call with `session` and fails every other call: a page that calls anything
 * else before it renders (its searches start in effects, which a frame never runs) cannot be a frame.
 */
export function answeringSessionOnly(session: SessionResponse): Fetch {
  return async (request) => {
    if (new URL(request.url).pathname !== "/api/session")
      throw new Error(`first frame: the page called ${request.method} ${request.url} before it rendered`)
    return Response.json(session)
  }
}
