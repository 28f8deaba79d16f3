import { types, type Instance } from "mobx-state-tree"
import { ImagingModel, ImagingResultDayModel } from "./Imaging.ts"
import { LaboratoryModel } from "./Laboratory.ts"
import { LabResultDayModel, LabTrendsModel, hasNumericResult, singlesOf } from "./LabResults.ts"
import { ReferralModel } from "./Referrals.ts"
import { VisitListModel, VisitModel } from "./Visits.ts"
import type { LaboratorySingleTest, LaboratoryTest } from "../../../platform/api/schemas.ts"

/** What a test of a result day can show a trend of: its numeric single tests and the days they were taken. */
export interface TrendCandidate {
  readonly test: LaboratorySingleTest
  readonly days: readonly string[]
}

/** The patient's records (spec messaging-records-payments §2): visits, laboratory and imaging, each page's data. */
export const RecordsAreaModel = types
  .model("RecordsArea", {
    visits: types.optional(VisitListModel, {}),
    visit: types.optional(VisitModel, {}),
    laboratory: types.optional(LaboratoryModel, {}),
    labReferral: types.optional(ReferralModel, {}),
    labResultDay: types.optional(LabResultDayModel, {}),
    labTrends: types.optional(LabTrendsModel, {}),
    imaging: types.optional(ImagingModel, {}),
    imagingReferral: types.optional(ReferralModel, {}),
    imagingResultDay: types.optional(ImagingResultDayModel, {}),
  })
  .views((self) => ({
    /**
     * The trends a result day's test can show: each numeric single test in it, when the test (or its package) is
     * ready on at least two days of the laboratory's day list, this one among them.
     */
    trendCandidates(test: LaboratoryTest, date: string): readonly TrendCandidate[] {
      const days = self.laboratory.readyDaysOf(test.code)
      if (days.length < 2 || !days.includes(date)) return []
      return singlesOf(test)
        .filter(hasNumericResult)
        .map((single) => ({ test: single, days }))
    },
  }))

export interface RecordsArea extends Instance<typeof RecordsAreaModel> {}

// The contract's shapes the records views show (views read types through stores, not src/platform/api)
export type {
  ImagingResult,
  LaboratorySingleTest,
  LaboratoryTest,
  LaboratoryTestPackage,
  Referral,
  TimelineItem,
  VisitPage,
} from "../../../platform/api/schemas.ts"
export type { ImagingDay, ImagingResultsState } from "./Imaging.ts"
export type { ResultDay } from "./Laboratory.ts"
export type { LabTrend, TrendPoint } from "./LabResults.ts"
export { validityOf } from "./Referrals.ts"
