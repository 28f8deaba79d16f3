import { useCallback, useEffect } from "react"
import { useLocation, useNavigate } from "react-router"
import { bookingListRoute, buildPath, type BookingCareType } from "../../routing/index.ts"
import type { SearchFilter, SearchQuery } from "../../stores/SearchFilter.ts"
import { useStores } from "../StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"

/**
 * The list's URL is its filter: every visit (first, reload, back, a language switch) reads the query into the
 * store and searches; the filter options follow the customer type and language.
 */
export function useSearchFromUrl(careType: BookingCareType): void {
  const { session } = useStores()
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { search } = useLocation()
  const lang = session.lang
  useEffect(() => {
    void filterOptions.load(careType, lang)
  }, [filterOptions, careType, lang])
  useEffect(() => {
    appointmentSearch.filter.fromUrl(careType, new URLSearchParams(search))
    void appointmentSearch.search()
  }, [appointmentSearch, careType, search, lang])
}

/** The list's address for a query, from the route table. */
export function useListPath(careType: BookingCareType): (query: SearchQuery) => string {
  const { session } = useStores()
  const lang = session.lang
  return useCallback(
    (query) => buildPath(bookingListRoute(careType), lang, undefined, query),
    [careType, lang],
  )
}

/** spec §2: a filter or tab change updates the list URL in place; the URL change starts the search. */
export function useChangeFilter(careType: BookingCareType): (change: (filter: SearchFilter) => void) => void {
  const { appointmentSearch } = useBookingArea()
  const navigate = useNavigate()
  const listPath = useListPath(careType)
  return useCallback(
    (change) => {
      change(appointmentSearch.filter)
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
