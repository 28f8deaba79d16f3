import { flow, getEnv, getRoot, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../api/client.ts"
import type { StoreEnv } from "../api/env.ts"
import { isApiError } from "../api/errors.ts"
import type { AppointmentListItem } from "../api/schemas.ts"
import { alternativeDays, canLoadMore, SEARCH_PAGE_SIZE } from "../domain/appointmentSearch.ts"
import {
  initialSearchRange,
  monthSearchRange,
  now,
  startOfMonth,
  toIsoDate,
  type DateRange,
} from "../domain/dates.ts"
import { DEFAULT_LANG, type Lang } from "../domain/language.ts"
import { SearchFilterModel } from "./SearchFilter.ts"

type Status = "idle" | "loading" | "loading-more" | "loaded" | "error"

/** spec booking §4: the appointment list: loading, error with retry, loaded with 'load more' or the end. */
export const AppointmentSearchModel = types
  .model("AppointmentSearch", {
    filter: types.optional(SearchFilterModel, {}),
    results: types.frozen<readonly AppointmentListItem[]>([]),
    offset: 0,
    lastPageSize: 0,
    /** Next month's first free times, fetched when the first page came back empty (spec §4). */
    suggestions: types.frozen<readonly AppointmentListItem[]>([]),
  })
  .volatile(() => ({
    status: "idle" as Status,
    inFlight: undefined as AbortController | undefined,
  }))
  .views((self) => ({
    get canLoadMore(): boolean {
      return self.status === "loaded" && canLoadMore(self.lastPageSize)
    },
    get isEmpty(): boolean {
      return self.status === "loaded" && self.results.length === 0
    },
    /** spec §4: up to 5 next vacant days as alternatives, one a day. */
    get alternatives(): AppointmentListItem[] {
      return alternativeDays(
        self.suggestions.map((item) => ({ ...item, clinicId: item.clinic.id })),
        (startDate) => toIsoDate(startDate),
        { perClinic: false },
      )
    },
  }))
  .actions((self) => {
    const lang = (): Lang => (getRoot(self) as { session?: { lang: Lang } }).session?.lang ?? DEFAULT_LANG

    function queryFor(range: DateRange, offset: number) {
      const { filter } = self
      return {
        clinicIds: filter.clinicIds.length > 0 ? [...filter.clinicIds] : undefined,
        specialtyIds:
          filter.isSpecialtyFilterEnabled && filter.specialtyIds.length > 0
            ? [...filter.specialtyIds]
            : undefined,
        practitionerIds: filter.practitionerIds.length > 0 ? [...filter.practitionerIds] : undefined,
        includeRemote: filter.effectiveIncludeRemote,
        startDate: toIsoDate(range.start),
        endDate: toIsoDate(range.end),
        timeOfDay: filter.timeOfDay,
        isOccupationalHealthcare: filter.healthCareType === "occupational" || undefined,
        isInsuranceCustomer: filter.healthCareType === "insurance" || undefined,
        isKela65: filter.healthCareType === "kela65" || undefined,
        lang: lang(),
        offset,
      }
    }

    async function page(
      range: DateRange,
      offset: number,
      signal: AbortSignal,
    ): Promise<AppointmentListItem[]> {
      const { api } = getEnv<StoreEnv>(self)
      const { availableAppointments } = await unwrap(
        api.GET("/api/appointments", { params: { query: queryFor(range, offset) }, signal }),
      )
      // spec §8: a Failure result is a failed search like any other
      if (availableAppointments.type !== "Success") throw new Error("appointment search answered Failure")
      return availableAppointments.appointments
    }

    /** Starts a request, cancelling the one in flight (spec §4). */
    function begin(): AbortController {
      self.inFlight?.abort()
      const controller = new AbortController()
      self.inFlight = controller
      return controller
    }

    return {
      setStatus(status: Status) {
        self.status = status
      },
      /** A new search from the first page: filter or tab changed, or a retry. */
      search: flow(function* () {
        const controller = begin()
        self.status = "loading"
        self.results = []
        self.suggestions = []
        self.offset = 0
        try {
          const range = initialSearchRange(now(), self.filter.startDate)
          const items: AppointmentListItem[] = yield page(range, 0, controller.signal)
          self.results = items
          self.lastPageSize = items.length
          if (items.length === 0) {
            const nextMonth = startOfMonth(range.start).plus({ months: 1 })
            self.suggestions = yield page(monthSearchRange(now(), nextMonth), 0, controller.signal)
          }
          self.status = "loaded"
        } catch (error) {
          if (isApiError(error, "aborted")) return
          self.status = "error"
        }
      }),
      loadMore: flow(function* () {
        if (!canLoadMore(self.lastPageSize)) return
        const controller = begin()
        self.status = "loading-more"
        const offset = self.offset + SEARCH_PAGE_SIZE
        try {
          const items: AppointmentListItem[] = yield page(
            initialSearchRange(now(), self.filter.startDate),
            offset,
            controller.signal,
          )
          self.results = [...self.results, ...items]
          self.offset = offset
          self.lastPageSize = items.length
          self.status = "loaded"
        } catch (error) {
          if (isApiError(error, "aborted")) return
          self.status = "error"
        }
      }),
    }
  })

export interface AppointmentSearch extends Instance<typeof AppointmentSearchModel> {}
