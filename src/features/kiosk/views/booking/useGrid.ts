import { useBookingArea } from "../../../booking/index.ts"
import { groupTimes, type PractitionerGroup } from "./bookingGrid.ts"

export type Grid = {
  status: "loading" | "error" | "loaded"
  /** The day the grid shows (yyyy-MM-dd): the first day of the results, or the chosen start date before them */
  day: string | undefined
  groups: PractitionerGroup[]
  /** The day may have more times than the pages so far: every result is on it and the last page was full */
  more: "none" | "available" | "loading" | "failed"
}

/**
 * The list's search as the kiosk's grid: the first day of the results by practitioner (the search starts at the
 * chosen day). Call from an observer component.
 */
export function useGrid(): Grid {
  const { appointmentSearch: search } = useBookingArea()
  const days = groupTimes(search.results, (item) => search.startOf(item))
  const first = days[0]
  const status =
    search.status === "idle" || search.status === "loading"
      ? "loading"
      : search.status === "error" && !search.loadMoreFailed
        ? "error"
        : "loaded"
  const wholeDay = days.length > 1
  const more = wholeDay
    ? "none"
    : search.loadMoreFailed
      ? "failed"
      : search.status === "loading-more"
        ? "loading"
        : search.canLoadMore
          ? "available"
          : "none"
  return {
    status,
    day: status === "loaded" ? (first?.day ?? search.filter.startDate) : search.filter.startDate,
    groups: status === "loaded" ? (first?.groups ?? []) : [],
    more,
  }
}
