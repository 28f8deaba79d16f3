import type { Fetch } from "./transport.ts"

// A page sent with its first frame (targets/shared/firstFrame.ts) starts its first requests as its code starts to
// load rather than once the code has run: the frame's loader sends the session call and, on a list, the first
// search, and the store's own requests take those responses instead of sending theirs. Each is taken once, by a request for
// the same address; anything else goes to the network as before.

/** Where the loader leaves what it sent, for the store's fetch (a property of the page's global object). */
export const EARLY_RESPONSES = "__earlyResponses"

/** A request the loader sent: its address once known (the search's needs the session's answer first). */
export type EarlyResponse = { url?: string; response: Promise<Response>; taken?: boolean }

/**
 * The first search's dates at `now` (spec booking §4): from today to the Sunday ending the week that holds the
 * month's last day, in `zone`, as ISO dates. The loader's copy of the store's rule (initialSearchRange), with no
 * library: a test holds the two equal every two hours of two years.
 */
export function firstSearchDates(now: number, zone: string): { startDate: string; endDate: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value)
  const year = part("year")
  const month = part("month")
  const monthEnd = new Date(Date.UTC(year, month, 0))
  const weekEnd = new Date(monthEnd.getTime() + ((7 - monthEnd.getUTCDay()) % 7) * 86_400_000)
  const iso = (date: Date) => date.toISOString().slice(0, 10)
  return { startDate: iso(new Date(Date.UTC(year, month - 1, part("day")))), endDate: iso(weekEnd) }
}

/**
 * Runs in the page, in the frame's loader (its source is this function's), given the loader's data: sends the
 * session call named by `data-session` and, when the address has no query (the list's default search), the search
 * named by `data-search` with its dates (`data-zone`) and the session's csrf token, and leaves both at `key`.
 */
export function sendEarlyRequests(
  data: DOMStringMap,
  key: string,
  searchDates: typeof firstSearchDates,
): void {
  if (!data.session) return
  const sent: EarlyResponse[] = []
  ;(globalThis as Record<string, unknown>)[key] = sent
  const send = (address: string) => fetch(address, { credentials: "same-origin" })
  const session = send(data.session)
  sent.push({ url: new URL(data.session, location.href).href, response: session })
  const { search, zone } = data
  if (!search || !zone || location.search !== "") return
  const early: EarlyResponse = {
    response: session
      .then((answer) => (answer.ok ? answer.clone().json() : Promise.reject(new Error(`${answer.status}`))))
      .then((answer: { csrfToken?: string }) => {
        const url = new URL(search, location.href)
        const dates = searchDates(Date.now(), zone)
        url.searchParams.set("startDate", dates.startDate)
        url.searchParams.set("endDate", dates.endDate)
        if (answer.csrfToken) url.searchParams.set("csrfToken", answer.csrfToken)
        early.url = url.href
        return send(url.href)
      }),
  }
  // A search that was never sent (the session failed) is not anyone's to wait for
  early.response.catch(() => {})
  sent.push(early)
}

/** The same address: origin, path and the same query parameters in any order. */
export function isSameAddress(a: string, b: string): boolean {
  const [left, right] = [new URL(a), new URL(b)]
  const query = (url: URL) => [...url.searchParams].map((pair) => pair.join("=")).sort()
  return (
    left.origin === right.origin &&
    left.pathname === right.pathname &&
    query(left).join("&") === query(right).join("&")
  )
}

/**
 * `fetch` (the page's own by default) with the loader's responses taken by the requests they answer: a GET for
 * an address the loader sent gets its response (once), within the request's own time limit and abort. One the
 * loader's request failed to get is fetched again.
 */
export function withEarlyResponses(
  fetch: Fetch = (request) => globalThis.fetch(request),
  key = EARLY_RESPONSES,
): Fetch {
  return async (request) => {
    const sent = (globalThis as Record<string, unknown>)[key] as EarlyResponse[] | undefined
    const early =
      request.method === "GET"
        ? sent?.find((each) => !each.taken && each.url !== undefined && isSameAddress(each.url, request.url))
        : undefined
    if (!early) return fetch(request)
    early.taken = true
    const { signal } = request
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason)
      signal.addEventListener("abort", () => reject(signal.reason), { once: true })
    })
    // the time limit runs out after most answers: that is no one's error
    aborted.catch(() => {})
    try {
      return await Promise.race([early.response, aborted])
    } catch (error) {
      if (signal.aborted) throw error
      return fetch(request)
    }
  }
}
