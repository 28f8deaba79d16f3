import type { DateTime } from "luxon"
import { getEnv, types, type Instance } from "mobx-state-tree"
import { unwrap } from "../../../platform/api/client.ts"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { isApiError } from "../../../platform/api/errors.ts"
import type { AppointmentListItem } from "../../../platform/api/schemas.ts"
import { alternativeDays, SEARCH_PAGE_SIZE } from "../../../domain/appointmentSearch.ts"
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
import type { LoadOutcome } from "../../../kit/stores/Loadable.ts"
import { pagedListModel, type Page, type PageRequest } from "../../../kit/stores/PagedList.ts"
import type { FilterOptionsStore } from "./FilterOptions.ts"
import { SearchFilterModel, type SearchFilter } from "./SearchFilter.ts"
import { areaOf, langOf } from "../../../kit/stores/rootAccess.ts"

export type { AppointmentListItem }

/** spec booking §4: the appointment list: loading, error with retry, loaded with 'load more' or the end. */
export type SearchStatus = "idle" | "loading" | "loading-more" | "loaded" | "error"

/** A page of free times; the first, when it is empty, comes with what to suggest instead (spec §4). */
interface SearchPage extends Page<AppointmentListItem> {
  readonly suggestions?: Suggestions
}

interface Suggestions {
  /** Next month's first free times with the same filter. */
  readonly sameFilter: readonly AppointmentListItem[]
  /** The first free times at other clinics nearby (spec §9). */
  readonly otherClinicItems: readonly AppointmentListItem[]
}

/** spec §9: 20 free times a page, the offset growing by 20 on 'load more' (the kit's paged list). */
const SearchResultsModel = pagedListModel<AppointmentListItem>("SearchResults", SEARCH_PAGE_SIZE)

export const AppointmentSearchModel = types
  .model("AppointmentSearch", {
    filter: types.optional(SearchFilterModel, {}),
    list: types.optional(SearchResultsModel, {}),
  })
  .volatile(() => ({
    /** Next month's first free times, fetched when the first page came back empty (spec §4). */
    suggestions: [] as readonly AppointmentListItem[],
    /** The first free times at other clinics nearby, fetched with the suggestions (spec §4, §9). */
    otherClinicSuggestions: [] as readonly AppointmentListItem[],
    /** The days the results cover: from the start date (never before now) to the end of the month's last week */
    range: undefined as DateRange | undefined,
    /** Each result's start in Helsinki, parsed once as its page arrives (cards only format it). */
    startTimes: new Map<string, DateTime<true>>() as ReadonlyMap<string, DateTime<true>>,
  }))
  .views((self) => ({
    get results(): readonly AppointmentListItem[] {
      return self.list.items
    },
    /** The first page's load, and after it a 'load more' in flight or failed (the results so far staying). */
    get status(): SearchStatus {
      if (self.list.isLoadingMore) return "loading-more"
      if (self.list.loadMoreFailed) return "error"
      return self.list.status
    },
    /** 'Load more' failed: the results so far stay, with a retry of that page. */
    get loadMoreFailed(): boolean {
      return self.list.loadMoreFailed
    },
    /** spec §4: 'load more' shows while the last page held exactly 20 items. */
    get canLoadMore(): boolean {
      return self.list.canLoadMore
    },
    get isEmpty(): boolean {
      return self.list.isEmpty
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
    /** A result's start in Helsinki, parsed as its page arrived. */
    startOf(item: AppointmentListItem): DateTime<true> {
      return self.startTimes.get(item.id) ?? parseInstant(item.startDate)
    },
  }))
  .actions((self) => ({
    /** A page is on show: its starts parsed, added to those kept (none on a new search), and the suggestions. */
    receivePage(answer: SearchPage, page: number) {
      const starts = new Map(page === 1 ? [] : self.startTimes)
      for (const item of answer.items) starts.set(item.id, parseInstant(item.startDate))
      self.startTimes = starts
      if (page === 1) {
        self.suggestions = answer.suggestions?.sameFilter ?? []
        self.otherClinicSuggestions = answer.suggestions?.otherClinicItems ?? []
      }
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

    /** A page of the search over `range`; an empty first page brings its suggestions with it. */
    const searchPage =
      (range: DateRange) =>
      async ({ page: number, offset, signal }: PageRequest): Promise<SearchPage> => {
        const items = await page(range, offset, signal)
        if (number > 1 || items.length > 0) return { items }
        return { items, suggestions: await suggestionsAfter(range, signal) }
      }

    /**
     * A new search from the first page: filter or tab changed, or a retry. Its request is sent at once, and it
     * cancels the search or 'load more' in flight (spec §4).
     */
    function search(): Promise<LoadOutcome<Page<AppointmentListItem>>> {
      const range = initialSearchRange(nowOf(self), self.filter.startDate)
      self.range = range
      self.startTimes = new Map()
      self.suggestions = []
      self.otherClinicSuggestions = []
      return self.list.load(searchPage(range), { onPage: self.receivePage })
    }

    return {
      search,
      /**
       * A filter or tab change by the user: the filter changes and its search starts in the same action, so the
       * list goes from the old results straight to the loading state (the URL follows, spec §2).
       */
      update(change: (filter: SearchFilter) => void) {
        change(self.filter)
        return search()
      },
      /** The next 20 free times of the search on show; after a failed 'load more', that page again. */
      loadMore(): Promise<LoadOutcome<Page<AppointmentListItem>>> {
        return self.list.loadMore()
      },
    }
  })

export interface AppointmentSearch extends Instance<typeof AppointmentSearchModel> {}
