import { compareShallow, reaction } from "mobx"
import { startTransition, useEffect, useState } from "react"
import type { AppointmentSearch } from "../store/AppointmentSearch.ts"

/** What the result list shows of its search, as one value. */
export type ResultsView = Pick<AppointmentSearch, "status" | "results" | "loadMoreFailed" | "isEmpty">

const viewOf = (search: AppointmentSearch): ResultsView => ({
  status: search.status,
  results: search.results,
  loadMoreFailed: search.loadMoreFailed,
  isEmpty: search.isEmpty,
})

/**
 * The search's state for the result list, which follows it in a transition: React renders a page of 20 new cards
 * in slices of a few milliseconds (a tap or a key is never held up for the whole list) and shows them in one
 * commit. A view read from the store itself would render them in one task. The results are frozen arrays, so the
 * list renders exactly the state it was given.
 */
export function useResultsView(search: AppointmentSearch): ResultsView {
  const [view, setView] = useState(() => viewOf(search))
  useEffect(() => {
    const show = (next: ResultsView) =>
      startTransition(() => setView((shown) => (compareShallow(shown, next) ? shown : next)))
    // what changed between the first render and this subscription, then every change
    show(viewOf(search))
    return reaction(() => viewOf(search), show, { equals: compareShallow })
  }, [search])
  return view
}
