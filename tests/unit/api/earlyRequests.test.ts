import { afterEach, describe, expect, it, vi } from "vitest"
import {
  firstSearchDates,
  isSameAddress,
  sendEarlyRequests,
  withEarlyResponses,
  type EarlyResponse,
} from "../../../src/api/earlyRequests.ts"
import { HELSINKI, initialSearchRange, toIsoDate } from "../../../src/domain/dates.ts"

const KEY = "__earlyResponsesUnderTest"
const ORIGIN = "https://portal.test"
const SEARCH = `${ORIGIN}/api/appointments?includeRemote=false&timeOfDay=all&lang=fi&offset=0`

const globals = globalThis as Record<string, unknown>

afterEach(() => {
  delete globals[KEY]
  vi.unstubAllGlobals()
})

describe("the first search's dates the loader sends", () => {
  it("are the store's own every two hours of two years, around midnight and over both clock changes", () => {
    // odd UTC hours: 23:00 UTC is already the next day in Helsinki
    const start = Date.parse("2025-12-31T23:00:00Z")
    const moments: number[] = []
    for (let hour = 0; hour < 2 * 366 * 24; hour += 2) moments.push(start + hour * 3_600_000)
    // either side of midnight in Helsinki, in winter and in summer time
    moments.push(Date.parse("2026-11-29T23:59:59+02:00"), Date.parse("2026-11-30T00:00:00+02:00"))
    moments.push(Date.parse("2026-06-30T23:59:59+03:00"), Date.parse("2026-07-01T00:00:00+03:00"))
    for (const now of moments) {
      const range = initialSearchRange(new Date(now))
      expect(firstSearchDates(now, HELSINKI), new Date(now).toISOString()).toEqual({
        startDate: toIsoDate(range.start),
        endDate: toIsoDate(range.end),
      })
    }
  })
})

describe("an address the loader sent", () => {
  it("is the same with its query in any order, and not with any parameter or path changed", () => {
    const reordered = `${ORIGIN}/api/appointments?lang=fi&offset=0&timeOfDay=all&includeRemote=false`
    expect(isSameAddress(SEARCH, reordered)).toBe(true)
    expect(isSameAddress(SEARCH, SEARCH.replace("offset=0", "offset=20"))).toBe(false)
    expect(isSameAddress(SEARCH, `${SEARCH}&csrfToken=t1`)).toBe(false)
    expect(isSameAddress(SEARCH, SEARCH.replace("/api/appointments", "/api/appointment"))).toBe(false)
    expect(isSameAddress(SEARCH, SEARCH.replace(ORIGIN, "https://other.test"))).toBe(false)
  })
})

/** Runs the loader's function as the page would, with `fetch` answering by address. */
function runLoader(data: Record<string, string>, answer: (url: string) => Promise<Response>, query = "") {
  const sent: string[] = []
  vi.stubGlobal("location", new URL(`${ORIGIN}/fi/ajanvaraus/yksityisasiakas${query}`))
  vi.stubGlobal("fetch", (url: string) => {
    sent.push(url)
    return answer(url)
  })
  sendEarlyRequests(data, KEY, firstSearchDates)
  return { sent, early: () => globals[KEY] as EarlyResponse[] | undefined }
}

const LOADER_DATA = {
  session: "/api/session",
  search: "/api/appointments?includeRemote=false&timeOfDay=all&lang=fi&offset=0",
  zone: HELSINKI,
}

describe("the loader's first requests", () => {
  it("are the session and, once it answers, the search with today's dates and the session's csrf token", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00+02:00"), toFake: ["Date"] })
    try {
      const { sent, early } = runLoader(LOADER_DATA, async (url) =>
        url.endsWith("/api/session") ? Response.json({ csrfToken: "t1" }) : Response.json({ found: url }),
      )
      const [session, search] = early() ?? []
      expect(session?.url).toBe(`${ORIGIN}/api/session`)
      expect(await (await search?.response)?.json()).toEqual({ found: sent[1] })
      expect(sent[1]).toBe(`${SEARCH}&startDate=2026-11-27&endDate=2026-12-06&csrfToken=t1`)
      expect(search?.url).toBe(sent[1])
    } finally {
      vi.useRealTimers()
    }
  })

  it("leave the search to the page when its address has a query, or the session failed", async () => {
    const withQuery = runLoader(LOADER_DATA, async () => Response.json({}), "?timeOfDay=morning")
    expect(withQuery.sent).toEqual(["/api/session"])
    expect(withQuery.early()).toHaveLength(1)

    const failed = runLoader(LOADER_DATA, async () => new Response(null, { status: 503 }))
    const [, search] = failed.early() ?? []
    await expect(search?.response).rejects.toThrow("503")
    expect(search?.url).toBeUndefined()
    expect(failed.sent).toEqual(["/api/session"])
  })

  it("are none on a page without them (the kiosk's)", () => {
    const { sent, early } = runLoader({ entry: "/assets/kiosk.js" }, async () => Response.json({}))
    expect(sent).toEqual([])
    expect(early()).toBeUndefined()
  })
})

describe("the store's fetch with the loader's responses", () => {
  const network = vi.fn(async (request: Request) => Response.json({ from: "network", url: request.url }))
  const fetch = withEarlyResponses(network, KEY)
  const leave = (...early: EarlyResponse[]) => {
    globals[KEY] = early
  }

  it("takes the response of a GET for the address the loader sent, once", async () => {
    network.mockClear()
    leave({ url: SEARCH, response: Promise.resolve(Response.json({ from: "loader" })) })
    const reordered = `${ORIGIN}/api/appointments?offset=0&lang=fi&timeOfDay=all&includeRemote=false`
    expect(await (await fetch(new Request(reordered))).json()).toEqual({ from: "loader" })
    expect(await (await fetch(new Request(reordered))).json()).toMatchObject({ from: "network" })
    expect(network).toHaveBeenCalledTimes(1)
  })

  it("sends any other request, and one the loader's request failed to answer, itself", async () => {
    network.mockClear()
    leave(
      { url: SEARCH, response: Promise.reject(new TypeError("Failed to fetch")) },
      { url: `${ORIGIN}/api/session`, response: Promise.resolve(Response.json({ from: "loader" })) },
    )
    expect(await (await fetch(new Request(SEARCH))).json()).toMatchObject({ from: "network" })
    const post = new Request(`${ORIGIN}/api/session`, { method: "POST", body: "{}" })
    expect(await (await fetch(post)).json()).toMatchObject({ from: "network" })
    expect(network).toHaveBeenCalledTimes(2)
  })

  it("gives up waiting when the request is aborted or runs out of time", async () => {
    leave({ url: SEARCH, response: new Promise<Response>(() => {}) })
    const controller = new AbortController()
    const pending = fetch(new Request(SEARCH, { signal: controller.signal }))
    controller.abort(new DOMException("left the page", "AbortError"))
    await expect(pending).rejects.toThrow("left the page")
  })
})
