import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { monthSearchRange, parseIsoDate } from "../../../domain/dates.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import { OneLoadModel } from "../../../kit/stores/OneLoad.ts"
import type { SearchFilter } from "./SearchFilter.ts"

/**
 * The days of one month with free appointments for the list's filter (contract: getAvailableAppointmentDates),
 * for the calendar that highlights them (spec booking §4); or of two months from one (the kiosk's day picker,
 * whose window of days goes on into the next month when this month's run out), in one call.
 */
export const AvailableDatesModel = OneLoadModel.named("AvailableDates")
  .props({
    /** yyyy-MM-dd of the month's first day */
    month: types.maybe(types.string),
    /** how many months from `month` the dates cover: 1, or 2 */
    months: types.optional(types.number, 1),
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
    start(requestKey: string, month: string, months: number) {
      self.requestKey = requestKey
      self.month = month
      self.months = months
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
     * The month holding `dayInMonth` (yyyy-MM-dd), and with `months: 2` the month after it too, for the filter as
     * it is now; a newer call cancels the one in flight, and the months and filter already loaded (or loading)
     * are not asked again.
     */
    async load(
      filter: SearchFilter,
      dayInMonth: string,
      { months = 1 }: { months?: 1 | 2 } = {},
    ): Promise<void> {
      const day = parseIsoDate(dayInMonth)
      const range = monthSearchRange(nowOf(self), day)
      const last = months === 2 ? monthSearchRange(nowOf(self), day.plus({ months: 1 })) : range
      const query = filter.requestFilters({ start: range.start, end: last.end })
      const requestKey = JSON.stringify(query)
      if (requestKey === self.requestKey && !self.loadState.hasError) return
      self.start(requestKey, day.startOf("month").toFormat("yyyy-MM-dd"), months)
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
