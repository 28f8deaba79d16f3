import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { monthSearchRange, parseIsoDate } from "../../../domain/dates.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import type { SearchFilter } from "./SearchFilter.ts"

/**
 * The days of one month with free appointments for the list's filter (contract: getAvailableAppointmentDates),
 * for the calendar that highlights them (spec booking §4).
 */
export const AvailableDatesModel = OneLoadModel.named("AvailableDates")
  .props({
    /** yyyy-MM-dd of the month's first day */
    month: types.maybe(types.string),
    dates: types.frozen<readonly string[]>([]),
  })
  .volatile(() => ({
    /** the request the dates (or the load in flight) answer, so that the same month and filter load once */
    requestKey: undefined as string | undefined,
  }))
  .views((self) => ({
    hasFreeAppointments(isoDate: string): boolean {
      return self.dates.includes(isoDate)
    },
  }))
  .actions((self) => ({
    start(requestKey: string, month: string) {
      self.requestKey = requestKey
      self.month = month
      self.dates = []
    },
    receive(dates: readonly string[]) {
      self.dates = dates
    },
    /** A failed month is asked again on the next call. */
    forgetRequest() {
      self.requestKey = undefined
    },
  }))
  .actions((self) => ({
    /**
     * The month holding `dayInMonth` (yyyy-MM-dd) for the filter as it is now; a newer call cancels the one in
     * flight, and the month and filter already loaded (or loading) are not asked again.
     */
    async load(filter: SearchFilter, dayInMonth: string): Promise<void> {
      const range = monthSearchRange(nowOf(self), parseIsoDate(dayInMonth))
      const query = filter.requestFilters(range)
      const requestKey = JSON.stringify(query)
      if (requestKey === self.requestKey && !self.loadState.hasError) return
      self.start(requestKey, parseIsoDate(dayInMonth).startOf("month").toFormat("yyyy-MM-dd"))
      const { api } = getEnv<StoreEnv>(self)
      await self.loadState.run(
        async (signal) => {
          const answer = await unwrap(
            api.GET("/api/appointments/available-appointment-dates", { params: { query }, signal }),
          )
          return answer.dates
        },
        self.receive,
        { onError: self.forgetRequest },
      )
    },
  }))

export interface AvailableDates extends Instance<typeof AvailableDatesModel> {}
