import { applySnapshot, flow, getEnv, types, type Instance } from "mobx-state-tree"
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../domain/language.ts"
import {
  ENVIRONMENTS,
  FEATURES,
  HEALTH_CARE_TYPES,
  SESSION_SCOPES,
  DEFAULT_SESSION_SCOPE,
  parseFeatures,
  type Feature,
} from "../domain/features.ts"
import { AUTHENTICATION_METHODS, authenticateUrl, type AuthenticationMethod } from "../api/authentication.ts"
import { unwrap } from "../api/client.ts"
import type { StoreEnv } from "../api/env.ts"
import type { SessionState } from "../routing/index.ts"
import type { SessionResponse } from "../api/schemas.ts"

const AuthTokenTimeoutModel = types.model("AuthTokenTimeout", {
  value: types.number,
  units: types.enumeration("TimeoutUnits", ["minutes", "hours"]),
})

const SessionUserModel = types.model("SessionUser", {
  firstName: types.string,
  lastName: types.string,
})

export const SessionModel = types
  .model("Session", {
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
    environment: types.optional(types.enumeration("Environment", [...ENVIRONMENTS]), "adult-development"),
    user: types.maybeNull(SessionUserModel),
    hasOccupationalHealthcare: false,
  })
  .volatile(() => ({
    status: "idle" as "idle" | "loading" | "loaded" | "error",
    pending: undefined as Promise<void> | undefined,
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
    /** The session as the route guards see it. */
    get sessionState(): SessionState {
      if (!self.isLoggedIn) return "anonymous"
      return self.isSessionValid ? "loggedIn" : "sessionExpired"
    },
  }))
  .actions((self) => ({
    setLang(lang: Lang) {
      self.lang = lang
    },
    setStatus(status: typeof self.status) {
      self.status = status
    },
  }))
  .actions((self) => ({
    load: flow(function* () {
      const { api } = getEnv<StoreEnv>(self)
      self.setStatus("loading")
      try {
        const session: SessionResponse = yield unwrap(api.GET("/api/session"))
        // The address decides the interface language; the session's own is the user's preference.
        applySnapshot(self, { ...session, lang: self.lang, features: parseFeatures(session.features) })
        self.setStatus("loaded")
      } catch (error) {
        self.setStatus("error")
        throw error
      }
    }),
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
      if (self.status === "loaded") return Promise.resolve()
      if (self.pending) return self.pending
      const pending: Promise<void> = self.load().finally(() => {
        if (self.pending === pending) self.setPending(undefined)
      })
      self.setPending(pending)
      return pending
    },
  }))

export interface Session extends Instance<typeof SessionModel> {}
