import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../api/client.ts"
import type { StoreEnv } from "../api/env.ts"
import { isApiError } from "../api/errors.ts"
import type { PatientDataConsent, UserProfile } from "../api/schemas.ts"
import type { Lang } from "../domain/language.ts"
import { ensureLoadedOnce } from "./sharedLoad.ts"
import { langOf } from "./rootAccess.ts"

export type ProfileStatus = "idle" | "loading" | "loaded" | "error"

/**
 * The logged-in person's profile (GET /api/user/profile): whether they are a registered patient (spec §3:
 * 'unregistered-user'), whether their patient data consent is recorded, and who acts for a child (hpa login).
 * spec booking §4 'Logged-in reservation': an unregistered user goes to the registration form; without recorded
 * consent the consent form comes first.
 */
export const ProfileModel = types
  .model("Profile", {})
  .volatile(() => ({
    status: "idle" as ProfileStatus,
    data: undefined as UserProfile | undefined,
    pending: undefined as Promise<void> | undefined,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get isLoaded(): boolean {
      return self.status === "loaded" && self.data !== undefined
    },
    /** spec §3 'unregistered-user': the registration comes first. */
    get needsRegistration(): boolean {
      return self.data !== undefined && !self.data.isRegistered
    },
    /** A registered patient whose consent is missing or lacks a choice this brand asks for. */
    get needsConsent(): boolean {
      return self.data !== undefined && self.data.isRegistered && self.data.patientDataConsentStatus !== "ok"
    },
    /** spec §2: a guardian acting for a child (hpa login); the profile is then the child's. */
    get isActingForChild(): boolean {
      return self.data?.actingGuardian != null
    },
    /** spec §4: the privacy-policy box is asked only when the consent form was never saved. */
    get isFirstConsent(): boolean {
      return self.data?.patient?.patientDataConsentFormUpdated == null
    },
    get patientDataConsent(): PatientDataConsent | undefined {
      return self.data?.patient?.patientDataConsent ?? undefined
    },
  }))
  .actions((self) => ({
    setResult(status: ProfileStatus, data?: UserProfile) {
      self.status = status
      if (data) self.data = data
    },
    setPending(pending: Promise<void> | undefined) {
      self.pending = pending
    },
    /** After a registration or a consent save: the profile is read again on its next use. */
    invalidate() {
      self.status = "idle"
    },
  }))
  .actions((self) => ({
    load: flow(function* () {
      const { api } = getEnv<StoreEnv>(self)
      self.setResult("loading")
      try {
        const data: UserProfile = yield unwrap(
          api.GET("/api/user/profile", { params: { query: { lang: self.lang } } }),
        )
        self.setResult("loaded", data)
      } catch (error) {
        self.setResult(isApiError(error, "aborted") ? "idle" : "error")
      }
    }),
  }))
  .actions((self) => ({
    /** The profile once loaded; callers asking at the same moment share one request. */
    ensureLoaded(): Promise<void> {
      return ensureLoadedOnce(self)
    },
  }))

export interface Profile extends Instance<typeof ProfileModel> {}
