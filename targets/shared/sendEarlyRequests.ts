import type { EarlyResponse } from "../../src/platform/api/earlyRequests.ts"
import type { initialSearchDates } from "./earlySearchDates.ts"

// The first requests of a page sent with its first frame, sent by the frame's loader (targets/shared/frameLoader.ts)
// just before it starts the code: the session call and, on a list, the list's first search. The store takes their
// answers (earlyRequests.ts). This module is the loader's alone: it imports nothing the app imports, so that the
// loader stays one small file that loads no other.

/** The first search's dates at an instant: the store's own rule, in a module the loader imports when it needs it. */
export type SearchDates = typeof initialSearchDates

/**
 * Sends the session call named by `data-session` and, when the address has no query (the list's default search),
 * the search named by `data-search` with the session's csrf token and the dates of the module at `data-dates`
 * (imported by `importSearchDates`, alongside the session call), and leaves both at `data-responses` on the global
 * object. A page without them sends nothing.
 */
export function sendEarlyRequests(
  data: DOMStringMap,
  importSearchDates: (address: string) => Promise<SearchDates>,
): void {
  const { session, responses } = data
  if (!session || !responses) return
  const sent: EarlyResponse[] = []
  ;(globalThis as Record<string, unknown>)[responses] = sent
  const send = (address: string) => fetch(address, { credentials: "same-origin" })
  const sessionAnswer = send(session)
  sent.push({ url: new URL(session, location.href).href, response: sessionAnswer })
  const { search, dates } = data
  if (!search || !dates || location.search !== "") return
  const early: EarlyResponse = {
    response: Promise.all([
      sessionAnswer.then((answer) =>
        answer.ok ? answer.clone().json() : Promise.reject(new Error(`${answer.status}`)),
      ),
      importSearchDates(dates),
    ]).then(([answer, searchDates]: [{ csrfToken?: string }, SearchDates]) => {
      const url = new URL(search, location.href)
      const { startDate, endDate } = searchDates(Date.now())
      url.searchParams.set("startDate", startDate)
      url.searchParams.set("endDate", endDate)
      if (answer.csrfToken) url.searchParams.set("csrfToken", answer.csrfToken)
      early.url = url.href
      return send(url.href)
    }),
  }
  // A search that was never sent (the session failed) is not anyone's to wait for
  early.response.catch(() => {})
  sent.push(early)
}
