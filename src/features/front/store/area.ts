import { types, type Instance } from "mobx-state-tree"
import { areaOf } from "../../../kit/stores/rootAccess.ts"
import { FrontPageModel } from "./FrontPage.ts"
import { SmsOnboardingModel } from "./SmsOnboarding.ts"

/** The logged-in front page: every area's summary block (GET /api/front-page). */
export const FrontAreaModel = types
  .model("FrontArea", {
    frontPage: types.optional(FrontPageModel, {}),
    smsOnboarding: types.optional(SmsOnboardingModel, {}),
  })
  .actions((self) => ({
    /** The card's code check; once SMS login is on, the profile (my information's switch) is read again on next use. */
    async checkOnboardingCode(): Promise<void> {
      await self.smsOnboarding.checkCode()
      if (self.smsOnboarding.step === "mfa-ok") areaOf(self, "profile")?.invalidate()
    },
  }))

export interface FrontArea extends Instance<typeof FrontAreaModel> {}

export type { FrontPagePrescription, TimelineDay, TimelineItem } from "../../../platform/api/schemas.ts"
export type { Summary } from "./FrontPage.ts"
