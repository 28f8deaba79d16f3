import { types, type Instance } from "mobx-state-tree"
import { FrontPageModel } from "./FrontPage.ts"
import { SmsOnboardingModel } from "../../../kit/stores/SmsOnboarding.ts"

/** The logged-in front page: every area's summary block (GET /api/front-page). */
export const FrontAreaModel = types.model("FrontArea", {
  frontPage: types.optional(FrontPageModel, {}),
  smsOnboarding: types.optional(SmsOnboardingModel, {}),
})

export interface FrontArea extends Instance<typeof FrontAreaModel> {}

export type { FrontPagePrescription, TimelineDay, TimelineItem } from "../../../platform/api/schemas.ts"
export type { Summary } from "./FrontPage.ts"
