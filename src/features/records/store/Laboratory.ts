import { getEnv, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import type { LaboratoryOverview, LaboratoryResultDate, Referral } from "../../../platform/api/schemas.ts"
import { resultDayStatus, type ResultDayStatus } from "../../../domain/records.ts"
import { resourceModel } from "../../../kit/stores/Resource.ts"

export interface ResultDay extends LaboratoryResultDate {
  /** spec §4: ready when all its items are ready, otherwise pending. */
  readonly status: ResultDayStatus
}

/**
 * spec §2 Laboratory: the patient's laboratory referrals and result days (newest first); 'No laboratory referrals
 * or results' when both are empty.
 */
export const LaboratoryModel = resourceModel<LaboratoryOverview>("Laboratory")
  .views((self) => ({
    get referrals(): readonly Referral[] {
      return self.data?.referrals ?? []
    },
    get resultDays(): readonly ResultDay[] {
      return (self.data?.resultDates ?? []).map((day) => ({ ...day, status: resultDayStatus(day.items) }))
    },
    get isEmpty(): boolean {
      return self.loadState.isLoaded && this.referrals.length === 0 && this.resultDays.length === 0
    },
    /**
     * The days a test of this code (a single test or a package, by the code it has on the day list) is ready on,
     * oldest first: its trend's days.
     */
    readyDaysOf(code: string): string[] {
      return (self.data?.resultDates ?? [])
        .filter((day) => day.items.some((item) => item.code === code && item.isReady))
        .map((day) => day.date)
        .sort()
    },
  }))
  .actions((self) => ({
    load() {
      const { api } = getEnv<StoreEnv>(self)
      return self.loadFor("", (signal) =>
        unwrap(api.GET("/api/laboratory", { params: { query: { lang: self.lang } }, signal })),
      )
    },
  }))

export interface Laboratory extends Instance<typeof LaboratoryModel> {}
