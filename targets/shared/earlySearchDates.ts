import { initialSearchRange, toIsoDate } from "../../src/domain/dates.ts"

// The dates of a list's first search that the frame's loader sends (sendEarlyRequests.ts): the store's own range
// (initialSearchRange) as its search asks it (SearchFilter's requestFilters), at the visitor's now. The build makes
// this module an entry of its own, which the loader imports once the page has painted; its chunks (Luxon and the
// date rules) are the ones the list's page loads anyway.

/** The first search's startDate and endDate at `now` (epoch milliseconds), as the store's search sends them. */
export function initialSearchDates(now: number): { startDate: string; endDate: string } {
  const range = initialSearchRange(new Date(now))
  return { startDate: toIsoDate(range.start), endDate: toIsoDate(range.end) }
}
