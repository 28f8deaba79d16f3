import type { Fetch } from "./transport.ts"

// A page sent with its first frame (targets/shared/firstFrame.ts) starts its first requests as its code starts to
// load rather than once the code has run: the frame's loader sends the session call and, on a list, the first
// search (sendEarlyRequests.ts), and the store's own requests take those responses instead of sending theirs. Each is
// taken once, by a request for the same address; anything else goes to the network as before.

/**
 * Where the loader leaves what it sent, for the store's fetch (a property of the page's global object). The loader
 * is told it in its data (`data-responses`), so that it shares no module with the app.
 */
export const EARLY_RESPONSES = "__earlyResponses"

/** A request the loader sent: its address once known (the search's needs the session's answer first). */
export type EarlyResponse = { url?: string; response: Promise<Response>; taken?: boolean }

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
