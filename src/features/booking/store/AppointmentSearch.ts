import type { DateTime } from "luxon"
import { flow, getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { AppointmentListItem } from "../../../platform/api/schemas.ts"
import { alternativeDays, canLoadMore, SEARCH_PAGE_SIZE } from "../../../domain/appointmentSearch.ts"
import {
  initialSearchRange,
  monthSearchRange,
  parseInstant,
  startOfMonth,
  toIsoDate,
  type DateRange,
} from "../../../domain/dates.ts"
import type { Lang } from "../../../domain/language.ts"
import { nowOf } from "../../../platform/clock/now.ts"
import type { FilterOptionsStore } from "./FilterOptions.ts"
import { SearchFilterModel, type SearchFilter } from "./SearchFilter.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"

export type { AppointmentListItem }

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
    /** The first free times at other clinics nearby, fetched with the suggestions (spec §4, §9). */
    otherClinicSuggestions: types.frozen<readonly AppointmentListItem[]>([]),
  })
  .volatile(() => ({
    status: "idle" as Status,
    inFlight: undefined as AbortController | undefined,
    /** The days the results cover: from the start date (never before now) to the end of the month's last week */
    range: undefined as DateRange | undefined,
    /** Each result's start in Helsinki, parsed once as its page arrives (cards only format it). */
    startTimes: new Map<string, DateTime<true>>() as ReadonlyMap<string, DateTime<true>>,
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
    /** spec §4: for other clinics, one a day and clinic. */
    get otherClinicAlternatives(): AppointmentListItem[] {
      return alternativeDays(
        self.otherClinicSuggestions.map((item) => ({ ...item, clinicId: item.clinic.id })),
        (startDate) => toIsoDate(startDate),
        { perClinic: true },
      )
    },
    /** A result's start in Helsinki: parsed as it arrived (results restored from a snapshot are parsed here). */
    startOf(item: AppointmentListItem): DateTime<true> {
      return self.startTimes.get(item.id) ?? parseInstant(item.startDate)
    },
    /** 'Load more' failed: the results so far stay, with a retry of that page. */
    get loadMoreFailed(): boolean {
      return self.status === "error" && self.results.length > 0
    },
  }))
  .actions((self) => {
    const lang = (): Lang => langOf(self)

    const filterOptions = (): FilterOptionsStore | undefined => areaOf(self, "booking")?.filterOptions

    async function page(
      range: DateRange,
      offset: number,
      signal: AbortSignal,
      clinicIds?: readonly string[],
    ): Promise<AppointmentListItem[]> {
      const { api } = getEnv<StoreEnv>(self)
      const query = { ...self.filter.requestFilters(range, clinicIds), lang: lang(), offset }
      const { availableAppointments } = await unwrap(
        api.GET("/api/appointments", { params: { query }, signal }),
      )
      // spec §8: a Failure result is a failed search like any other, and it is reported
      if (availableAppointments.type !== "Success") {
        getEnv<StoreEnv>(self).reportError({
          kind: "result",
          operationId: "searchAppointments",
          resultType: availableAppointments.type,
        })
        throw new Error("appointment search answered Failure")
      }
      return availableAppointments.appointments
    }

    /** Nearby clinics the user did not choose; none when every clinic was searched or the options fail. */
    async function otherClinics(): Promise<string[]> {
      const options = filterOptions()
      if (self.filter.clinicIds.length === 0 || !options) return []
      await options.load(self.filter.healthCareType, lang())
      return options.otherClinicIds(self.filter.clinicIds)
    }

    // A suggestion that cannot be fetched is left out: the empty result itself was found.
    async function orNothing(pending: Promise<AppointmentListItem[]>): Promise<AppointmentListItem[]> {
      try {
        return await pending
      } catch (error) {
        if (isApiError(error, "aborted")) throw error
        return []
      }
    }

    /** Next month's free times, and the other clinics' from now to the end of next month (spec §4). */
    async function suggestionsAfter(range: DateRange, signal: AbortSignal) {
      const nextMonth = monthSearchRange(nowOf(self), startOfMonth(range.start).plus({ months: 1 }))
      const otherIds = await otherClinics()
      const [sameFilter, otherClinicItems] = await Promise.all([
        orNothing(page(nextMonth, 0, signal)),
        otherIds.length > 0
          ? orNothing(page({ start: range.start, end: nextMonth.end }, 0, signal, otherIds))
          : [],
      ])
      return { sameFilter, otherClinicItems }
    }

    /** The starts of `items` added to those kept (none on a new search). */
    function withStarts(
      items: readonly AppointmentListItem[],
      kept: ReadonlyMap<string, DateTime<true>> = new Map(),
    ): ReadonlyMap<string, DateTime<true>> {
      const starts = new Map(kept)
      for (const item of items) starts.set(item.id, parseInstant(item.startDate))
      return starts
    }

    /** Starts a request, cancelling the one in flight (spec §4). */
    function begin(): AbortController {
      self.inFlight?.abort()
      const controller = new AbortController()
      self.inFlight = controller
      return controller
    }

    /** A new search from the first page: filter or tab changed, or a retry. Its request is sent at once. */
    const search = flow(function* () {
      const controller = begin()
      self.status = "loading"
      self.results = []
      self.startTimes = new Map()
      self.suggestions = []
      self.otherClinicSuggestions = []
      self.offset = 0
      self.lastPageSize = 0
      try {
        const range = initialSearchRange(nowOf(self), self.filter.startDate)
        self.range = range
        const items: AppointmentListItem[] = yield page(range, 0, controller.signal)
        if (items.length === 0) {
          const found: Awaited<ReturnType<typeof suggestionsAfter>> = yield suggestionsAfter(
            range,
            controller.signal,
          )
          self.suggestions = found.sameFilter
          self.otherClinicSuggestions = found.otherClinicItems
        }
        self.startTimes = withStarts(items)
        self.results = items
        self.lastPageSize = items.length
        self.status = "loaded"
      } catch (error) {
        if (isApiError(error, "aborted")) return
        self.status = "error"
      }
    })

    return {
      setStatus(status: Status) {
        self.status = status
      },
      search,
      /**
       * A filter or tab change by the user: the filter changes and its search starts in the same action, so the
       * list goes from the old results straight to the loading state (the URL follows, spec §2).
       */
      update(change: (filter: SearchFilter) => void) {
        change(self.filter)
        return search()
      },
      loadMore: flow(function* () {
        if (!canLoadMore(self.lastPageSize)) return
        const controller = begin()
        self.status = "loading-more"
        const offset = self.offset + SEARCH_PAGE_SIZE
        try {
          const items: AppointmentListItem[] = yield page(
            self.range ?? initialSearchRange(nowOf(self), self.filter.startDate),
            offset,
            controller.signal,
          )
          self.startTimes = withStarts(items, self.startTimes)
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
