import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import { monthSearchRange, parseIsoDate } from "../../../domain/dates.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import type { SearchFilter } from "./SearchFilter.ts"

/**
 * The days of one month with free appointments for the list's filter (contract: getAvailableAppointmentDates),
 * for the calendar that highlights them (spec booking §4).
 */
export const AvailableDatesModel = types
  .model("AvailableDates", {
    /** yyyy-MM-dd of the month's first day */
    month: types.maybe(types.string),
    dates: types.frozen<readonly string[]>([]),
  })
  .volatile(() => ({
    status: "idle" as "idle" | "loading" | "loaded" | "error",
    inFlight: undefined as AbortController | undefined,
    /** the request the dates (or the load in flight) answer, so that the same month and filter load once */
    requestKey: undefined as string | undefined,
  }))
  .views((self) => ({
    hasFreeAppointments(isoDate: string): boolean {
      return self.dates.includes(isoDate)
    },
  }))
  .actions((self) => ({
    /**
     * The month holding `dayInMonth` (yyyy-MM-dd) for the filter as it is now; a newer call cancels the one in
     * flight, and the month and filter already loaded (or loading) are not asked again.
     */
    load: flow(function* (filter: SearchFilter, dayInMonth: string) {
      const range = monthSearchRange(nowOf(self), parseIsoDate(dayInMonth))
      const query = filter.requestFilters(range)
      const requestKey = JSON.stringify(query)
      if (requestKey === self.requestKey && self.status !== "error") return
      self.inFlight?.abort()
      const controller = new AbortController()
      self.inFlight = controller
      self.requestKey = requestKey
      self.month = parseIsoDate(dayInMonth).startOf("month").toFormat("yyyy-MM-dd")
      self.dates = []
      self.status = "loading"
      try {
        const { api } = getEnv<StoreEnv>(self)
        const { dates }: { dates: string[] } = yield unwrap(
          api.GET("/api/appointments/available-appointment-dates", {
            params: { query },
            signal: controller.signal,
          }),
        )
        self.dates = dates
        self.status = "loaded"
      } catch (error) {
        if (isApiError(error, "aborted")) return
        self.status = "error"
        self.requestKey = undefined
      }
    }),
  }))

export interface AvailableDates extends Instance<typeof AvailableDatesModel> {}
