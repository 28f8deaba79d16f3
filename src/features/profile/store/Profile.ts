import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import { ensureLoadedOnce, shareLoad } from "../../../kit/stores/sharedLoad.ts"
import type { ContactInfo, PatientDataConsent, UserProfile } from "../../../platform/api/schemas.ts"
import type { Lang } from "../../../domain/language.ts"
import { kela65NoticeNeeded } from "../../../domain/reservationRules.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { langOf } from "../../../kit/stores/rootAccess.ts"

/**
 * The logged-in person's profile (GET /api/user/profile), one for the whole tree: the logged-in reservation and
 * my information, registration and consent all read this one. A page that needs it fresh refreshes it as it
 * opens; a save updates it (the contact details) or marks it to be read again (registration, consent, the
 * my-information form). The forms keep what the user types in their own models. Kept only in memory. Its status is
 * idle until the first read and again once a save asks for a new one.
 *
 * spec booking §4 'Logged-in reservation': an unregistered user goes to the registration form; without recorded
 * consent the consent form comes first. spec §3 'unregistered-user'; §2 a guardian acting for a child (hpa).
 */
export const ProfileModel = OneLoadModel.named("Profile")
  .volatile(() => ({
    /** As last read; kept while it is read again, so a page already showing it does not blink. */
    data: undefined as UserProfile | undefined,
    /** The read in flight: callers asking meanwhile share it. */
    pending: undefined as Promise<void> | undefined,
  }))
  .views((self) => ({
    get lang(): Lang {
      return langOf(self)
    },
    get isLoaded(): boolean {
      return self.loadState.isLoaded && self.data !== undefined
    },
    /** The profile when it is current (read, and nothing saved since); undefined while it is (re)read. */
    get current(): UserProfile | undefined {
      return self.loadState.isLoaded ? self.data : undefined
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
    /** Concept codes the patient already has (spec booking §4: others are posted before a reservation). */
    get allowedConcepts(): readonly string[] {
      return self.data?.allowedConcepts ?? []
    },
    /** spec booking §5: the Kela65 notice shows when the age from the identity code is under 65 or unknown. */
    get kela65NoticeNeeded(): boolean {
      const data = self.data
      return kela65NoticeNeeded(data?.patient?.ssn ?? data?.person.maskedSsn, nowOf(self))
    },
  }))
  .actions((self) => ({
    setPending(pending: Promise<void> | undefined) {
      self.pending = pending
    },
    receive(data: UserProfile) {
      self.data = data
    },
    /**
     * After a save that changes the profile on the server (registration, consent): read again on next use. A read
     * that started before the save is not current: it is cancelled, and its answer changes nothing.
     */
    invalidate() {
      self.pending = undefined
      if (!self.loadState.hasError) self.loadState.reset()
    },
  }))
  .actions((self) => ({
    /** The contact details a save answered with (POST /api/user): every reader sees them at once. */
    applyContactInfo(contactInfo: ContactInfo) {
      if (self.data) self.data = { ...self.data, contactInfo }
      // a read already under way may answer with the details from before the save
      if (self.loadState.isLoading) self.invalidate()
    },
    /** A concept was added (POST /api/concepts): the next reservation does not post it again. */
    addConcept(code: string) {
      const data = self.data
      if (data && !data.allowedConcepts.includes(code)) {
        self.data = { ...data, allowedConcepts: [...data.allowedConcepts, code] }
      }
    },
  }))
  .actions((self) => ({
    /** Reads the profile; the pages ask through ensureLoaded and refresh, which share a read in flight. */
    async load(): Promise<void> {
      const { api } = getEnv<StoreEnv>(self)
      const query = { lang: self.lang }
      await self.loadState.run(
        (signal) => unwrap(api.GET("/api/user/profile", { params: { query }, signal })),
        self.receive,
      )
    },
  }))
  .actions((self) => ({
    /** The profile once read: a read only when there is none current. */
    ensureLoaded(): Promise<void> {
      return ensureLoadedOnce(self)
    },
    /** Reads the profile afresh (a page that needs it current, as it opens); one request for simultaneous callers. */
    refresh(): Promise<void> {
      return shareLoad(self, self.load)
    },
  }))

export interface Profile extends Instance<typeof ProfileModel> {}
