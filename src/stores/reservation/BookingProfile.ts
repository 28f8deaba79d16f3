import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../api/client.ts"
import type { StoreEnv } from "../../api/env.ts"
import type { UserProfile } from "../../api/schemas.ts"
import { kela65NoticeNeeded } from "../../domain/reservationRules.ts"
import type { Lang } from "../../domain/language.ts"
import { nowOf } from "../clock.ts"

/**
 * What the logged-in booking reads of the patient's profile: registration, consent, credit-worthiness, contact
 * information, allowed concepts and the identity code (for the Kela65 age). Kept only in memory.
 */
export const BookingProfileModel = types
  .model("BookingProfile", {})
  .volatile(() => ({
    status: "idle" as "idle" | "loading" | "loaded" | "error",
    profile: undefined as UserProfile | undefined,
  }))
  .views((self) => ({
    /** spec booking §5: the Kela65 notice shows when the age from the identity code is under 65 or unknown. */
    get kela65NoticeNeeded(): boolean {
      const profile = self.profile
      return kela65NoticeNeeded(profile?.patient?.ssn ?? profile?.person.maskedSsn, nowOf(self))
    },
    get allowedConcepts(): readonly string[] {
      return self.profile?.allowedConcepts ?? []
    },
  }))
  .actions((self) => ({
    setLoaded(profile: UserProfile) {
      self.profile = profile
      self.status = "loaded"
    },
    /** Reads the profile (again: registration, consent or a contact save may have changed it). */
    load: flow(function* (lang: Lang) {
      const { api } = getEnv<StoreEnv>(self)
      if (self.status !== "loaded") self.status = "loading"
      try {
        const profile: UserProfile = yield unwrap(
          api.GET("/api/user/profile", { params: { query: { lang } } }),
        )
        self.profile = profile
        self.status = "loaded"
      } catch {
        self.status = "error"
      }
    }),
    /** The concept was added: the next reservation does not post it again. */
    addConcept(code: string) {
      if (self.profile && !self.profile.allowedConcepts.includes(code)) {
        self.profile = { ...self.profile, allowedConcepts: [...self.profile.allowedConcepts, code] }
      }
    },
    clear() {
      self.profile = undefined
      self.status = "idle"
    },
  }))

export interface BookingProfile extends Instance<typeof BookingProfileModel> {}
