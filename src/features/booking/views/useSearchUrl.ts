import { useCallback, useEffect, useRef } from "react"
import { useLocation, useNavigate } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { bookingListRoute } from "../bookingFlow.ts"
import type { SearchFilter, SearchQuery } from "../store/SearchFilter.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import type { HealthCareType } from "../../../domain/features.ts"

/**
 * The list's URL is its filter: every visit (first, reload, back, a language switch) reads the query into the
 * store and searches; the filter options follow the customer type and language. The URL a change in the page
 * writes (useChangeFilter) holds what the store already searches, so it starts nothing.
 */
export function useSearchFromUrl(careType: HealthCareType): void {
  const { session } = useStores()
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { search } = useLocation()
  const lang = session.lang
  // the customer type and language this page last searched in: a visit or a language switch searches again
  const searchedIn = useRef<string | undefined>(undefined)
  useEffect(() => {
    void filterOptions.load(careType, lang)
  }, [filterOptions, careType, lang])
  useEffect(() => {
    const changed = appointmentSearch.filter.fromUrl(careType, new URLSearchParams(search))
    const context = `${careType} ${lang}`
    if (!changed && searchedIn.current === context) return
    searchedIn.current = context
    void appointmentSearch.search()
  }, [appointmentSearch, careType, search, lang])
}

/** The list's address for a query, from the route table. */
export function useListPath(careType: HealthCareType): (query: SearchQuery) => string {
  const { session } = useStores()
  const lang = session.lang
  return useCallback(
    (query) => buildPath(bookingListRoute(careType), lang, undefined, query),
    [careType, lang],
  )
}

/** spec §2: a filter or tab change starts its search at once, then updates the list URL in place. */
export function useChangeFilter(careType: HealthCareType): (change: (filter: SearchFilter) => void) => void {
  const { appointmentSearch } = useBookingArea()
  const navigate = useNavigate()
  const listPath = useListPath(careType)
  return useCallback(
    (change) => {
      void appointmentSearch.update(change)
      void navigate(listPath(appointmentSearch.filter.query), { replace: true, preventScrollReset: true })
    },
    [appointmentSearch, navigate, listPath],
  )
}

export const RESULTS_HEADING_ID = "appointment-results-heading"

/** Where focus goes when the control that had it goes away with the old results (retry, an alternative). */
export function focusResultsHeading(): void {
  document.getElementById(RESULTS_HEADING_ID)?.focus({ preventScroll: false })
}
