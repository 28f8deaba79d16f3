import { applySnapshot, flow, getEnv, getSnapshot, types, type Instance } from "mobx-state-tree"
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../domain/language.ts"
import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  FEATURES,
  HEALTH_CARE_TYPES,
  SESSION_SCOPES,
  DEFAULT_SESSION_SCOPE,
  parseFeatures,
  type Feature,
} from "../../domain/features.ts"
import {
  AUTHENTICATION_METHODS,
  authenticateUrl,
  mandateLoginUrl,
  type AuthenticationMethod,
} from "../../platform/api/authentication.ts"
import { ACTING_BASES } from "../../domain/session.ts"
import { unwrap } from "../../platform/api/client.ts"
import { isApiError } from "../../platform/api/errors.ts"
import type { StoreEnv } from "../../platform/api/env.ts"
import type { SessionState } from "../../platform/routing/index.ts"
import type { SessionResponse } from "../../platform/api/schemas.ts"
import { OneLoadModel } from "./OneLoad.ts"
import { ensureLoadedOnce } from "./sharedLoad.ts"

const AuthTokenTimeoutModel = types.model("AuthTokenTimeout", {
  value: types.number,
  units: types.enumeration("TimeoutUnits", ["minutes", "hours"]),
})

const SessionUserModel = types.model("SessionUser", {
  firstName: types.string,
  lastName: types.string,
})

/** Whose matters the user handles when not their own: after a mandate login, or a guardian's child. */
const SessionPrincipalModel = types.model("SessionPrincipal", {
  firstName: types.string,
  lastName: types.string,
  basis: types.enumeration("ActingBasis", [...ACTING_BASES]),
})

// Only a flag, no personal data: whether this tab's login used the SMS code (survives a reload, not the tab).
const SMS_LOGIN_KEY = "portal.smsLoginUsed"

function readSmsLoginUsed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SMS_LOGIN_KEY) === "1"
  } catch {
    return false
  }
}

function writeSmsLoginUsed(used: boolean): void {
  try {
    if (used) globalThis.sessionStorage?.setItem(SMS_LOGIN_KEY, "1")
    else globalThis.sessionStorage?.removeItem(SMS_LOGIN_KEY)
  } catch {
    // storage may be off (private mode): the timed-out page then offers the bank login
  }
}

// The Date header has whole seconds and the answer takes a while: smaller differences are not a wrong clock.
const CLOCK_SKEW_TOLERANCE_MS = 5_000

/**
 * How far the server's clock is ahead of the browser's, read from a response's Date header: a browser clock that
 * is wrong by minutes would otherwise end (or keep) the session at the wrong moment. 0 within the tolerance.
 */
export function clockOffsetOf(dateHeader: string | null, requestedAt: number, receivedAt: number): number {
  const serverTime = dateHeader ? Date.parse(dateHeader) : Number.NaN
  if (Number.isNaN(serverTime)) return 0
  const offset = serverTime - (requestedAt + receivedAt) / 2
  return Math.abs(offset) > CLOCK_SKEW_TOLERANCE_MS ? Math.round(offset) : 0
}

export const SessionModel = OneLoadModel.named("Session")
  .props({
    csrfToken: "",
    lang: types.optional(types.enumeration("Lang", [...LANGUAGES]), DEFAULT_LANG),
    isLoggedIn: false,
    isSessionValid: false,
    sessionExpires: types.maybeNull(types.string),
    authTokenTimeout: types.maybeNull(AuthTokenTimeoutModel),
    features: types.array(types.enumeration("Feature", [...FEATURES])),
    sessionScope: types.optional(
      types.enumeration("SessionScope", [...SESSION_SCOPES]),
      DEFAULT_SESSION_SCOPE,
    ),
    healthCareType: types.optional(types.enumeration("HealthCareType", [...HEALTH_CARE_TYPES]), "private"),
    environment: types.optional(types.enumeration("Environment", [...ENVIRONMENTS]), DEFAULT_ENVIRONMENT),
    user: types.maybeNull(SessionUserModel),
    hasOccupationalHealthcare: false,
    /** The bank login is done and the PIN step (SMS-code login) is not: not an expired session. */
    mfaPending: false,
    actingOnBehalfOf: types.maybeNull(SessionPrincipalModel),
  })
  .volatile(() => ({
    pending: undefined as Promise<void> | undefined,
    /** This browser tab's login went through the SMS-code step, so the timed-out page offers a new code. */
    smsLoginUsed: readSmsLoginUsed(),
    /** How far the server's clock is ahead of this browser's (from the Date header), when it clearly is. */
    serverClockOffsetMs: 0,
  }))
  .views((self) => ({
    hasFeature(feature: Feature): boolean {
      return self.features.includes(feature)
    },
    /** spec: in the in-app booking scope, header, footer and chat lift-up are hidden. */
    get isInAppBooking(): boolean {
      return self.sessionScope === "inAppBooking"
    },
    /** A user who logged in but whose authentication has lapsed may reach only the MFA and timed-out pages. */
    get isSessionExpired(): boolean {
      return self.isLoggedIn && !self.isSessionValid
    },
    /** The ways to log in (a mobile certificate and ten banks), in the order the login page lists them. */
    get authenticationMethods(): readonly AuthenticationMethod[] {
      return AUTHENTICATION_METHODS
    },
    /** Where a login link goes: the strong authentication, returning to `next` in the session's language. */
    authenticationUrl(method: AuthenticationMethod, next: string | undefined): string {
      return authenticateUrl({ lang: self.lang, next, method })
    },
    /** When the session ends, in epoch milliseconds; undefined for an anonymous visitor. */
    get expiresAtMs(): number | undefined {
      if (!self.isLoggedIn || !self.sessionExpires) return undefined
      const ms = Date.parse(self.sessionExpires)
      // the server's moment on this browser's clock
      return Number.isNaN(ms) ? undefined : ms - self.serverClockOffsetMs
    },
    /** Where the acting-on-behalf page's mandate login goes, returning to `next` in the session's language. */
    mandateLoginUrl(next: string | undefined): string {
      return mandateLoginUrl({ lang: self.lang, next })
    },
    /** The session as the route guards see it. */
    get sessionState(): SessionState {
      if (!self.isLoggedIn) return "anonymous"
      if (self.isSessionValid) return "loggedIn"
      return self.mfaPending ? "pinPending" : "sessionExpired"
    },
    /** Whose matters the pages handle, when not the user's own; only for a session that may use them. */
    get actingFor() {
      return self.isLoggedIn && self.isSessionValid ? (self.actingOnBehalfOf ?? undefined) : undefined
    },
  }))
  .actions((self) => ({
    setLang(lang: Lang) {
      self.lang = lang
    },
    /** The session's time is up (the client's clock says so): from now on the guards treat it as expired. */
    markExpired() {
      self.isSessionValid = false
    },
    /** After a logout: nothing of the user stays in memory, whatever the next page load brings. */
    setClockOffset(offsetMs: number) {
      self.serverClockOffsetMs = offsetMs
    },
    rememberSmsLogin() {
      self.smsLoginUsed = true
      writeSmsLoginUsed(true)
    },
    forgetUser() {
      self.smsLoginUsed = false
      writeSmsLoginUsed(false)
      self.isLoggedIn = false
      self.isSessionValid = false
      self.mfaPending = false
      self.user = null
      self.actingOnBehalfOf = null
      self.csrfToken = ""
      self.sessionExpires = null
    },
  }))
  .actions((self) => ({
    receive({ session, clockOffsetMs }: { session: SessionResponse; clockOffsetMs: number }) {
      self.setClockOffset(clockOffsetMs)
      // The address decides the interface language; the session's own is the user's preference.
      applySnapshot(self, {
        ...session,
        lang: self.lang,
        features: parseFeatures(session.features),
        loadState: getSnapshot(self.loadState),
      })
    },
  }))
  .actions((self) => ({
    /** Reads the session; fails (with the ApiError) when it cannot be read. */
    async load(): Promise<void> {
      const env = getEnv<StoreEnv>(self)
      const outcome = await self.loadState.run(async (signal) => {
        const requestedAt = env.now()
        const pending = env.api.GET("/api/session", { signal })
        const session = await unwrap(pending)
        const { response } = await pending
        return { session, clockOffsetMs: clockOffsetOf(response.headers.get("date"), requestedAt, env.now()) }
      }, self.receive)
      if (outcome.status === "error") throw outcome.error
    },
  }))

  .actions((self) => ({
    setPending(pending: Promise<void> | undefined) {
      self.pending = pending
    },
  }))
  .actions((self) => ({
    /**
     * The session once it has loaded: every caller that asks while a load is in flight waits for the same
     * request (a page's guard and the language route ask at the same moment on a direct load).
     */
    ensureLoaded(): Promise<void> {
      return ensureLoadedOnce(self)
    },
  }))
  .actions((self) => ({
    /** Reads the session again (after the PIN step renewed it, or after a logout ended it). */
    reload(): Promise<void> {
      if (self.pending) return self.pending.then(() => self.load())
      return self.load()
    },
  }))
  .actions((self) => ({
    /** spec booking §7: POST /api/logout, after the confirmation dialog; the caller then goes to the front page. */
    logout: flow(function* () {
      const { api, drafts } = getEnv<StoreEnv>(self)
      // Unsent messages are forgotten on the user's own logout, but survive an expiry (the timed-out page logs out)
      const ownLogout = self.isSessionValid
      try {
        yield unwrap(api.POST("/api/logout"))
      } catch (error) {
        // A session the server has already ended (timed out and removed) is as good as logged out.
        if (!isApiError(error, "http") || error.status !== 401) throw error
      }
      self.forgetUser()
      if (ownLogout) drafts.clear()
    }),
  }))

export interface Session extends Instance<typeof SessionModel> {}
