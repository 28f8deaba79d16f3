import { afterEach, describe, expect, it, vi } from "vitest"
import {
  isSameAddress,
  withEarlyResponses,
  type EarlyResponse,
} from "../../../src/platform/api/earlyRequests.ts"
import { initialSearchDates } from "../../../targets/shared/earlySearchDates.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import {
  anonymousSession,
  FIRST_FRAME_ORIGIN,
  recordingRequests,
} from "../../../targets/shared/frameSession.ts"
import { sendEarlyRequests } from "../../../targets/shared/sendEarlyRequests.ts"
import { attachAreas, createRootStore, disposeRootStore } from "../../../src/kit/stores/RootStore.ts"
import { ALL_FEATURES } from "../../support/features.ts"

const KEY = "__earlyResponsesUnderTest"
const ORIGIN = "https://portal.test"
const SEARCH = `${ORIGIN}/api/appointments?includeRemote=false&timeOfDay=all&lang=fi&offset=0`

const globals = globalThis as Record<string, unknown>

afterEach(() => {
  delete globals[KEY]
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The private list's first search as its store sends it at `now` (as the build records it, less the dates). */
async function storeSearchAt(now: number): Promise<URL> {
  const sent: string[] = []
  const env = createStoreEnv({
    baseUrl: FIRST_FRAME_ORIGIN,
    getCsrfToken: () => undefined,
    fetch: recordingRequests(anonymousSession("adult-production"), sent),
    now: () => now,
  })
  const store = createRootStore(env, ALL_FEATURES, { session: { lang: "fi" } })
  try {
    await attachAreas(store, ["booking"])
    const { appointmentSearch } = store.attachArea("booking")
    appointmentSearch.filter.fromUrl("private", new URLSearchParams())
    await appointmentSearch.search()
  } finally {
    disposeRootStore(store)
  }
  expect(sent).toHaveLength(1)
  return new URL(sent[0] as string)
}

/** Runs the loader's requests as the page would, with `fetch` answering by address. */
function runLoader(data: Record<string, string>, answer: (url: string) => Promise<Response>, query = "") {
  const sent: string[] = []
  vi.stubGlobal("location", new URL(`${ORIGIN}/fi/ajanvaraus/yksityisasiakas${query}`))
  vi.stubGlobal("fetch", (url: string) => {
    sent.push(url)
    return answer(url)
  })
  const imported: string[] = []
  sendEarlyRequests(data, async (address) => {
    imported.push(address)
    return initialSearchDates
  })
  return { sent, imported, early: () => globals[KEY] as EarlyResponse[] | undefined }
}

const LOADER_DATA = {
  session: "/api/session",
  search: "/api/appointments?includeRemote=false&timeOfDay=all&lang=fi&offset=0",
  dates: "/assets/searchDates.js",
  responses: KEY,
}

describe("the first search the loader sends", () => {
  // a weekday; just past midnight in Helsinki (the day before in UTC); a month whose last week ends in the next;
  // the night of the spring clock change
  const MOMENTS = [
    "2026-11-24T08:40:00+02:00",
    "2026-11-30T00:10:00+02:00",
    "2026-07-31T23:50:00+03:00",
    "2026-03-29T04:30:00+03:00",
  ]

  it.each(MOMENTS)("is the store's own search at %s", async (moment) => {
    const now = Date.parse(moment)
    const store = await storeSearchAt(now)
    expect(initialSearchDates(now)).toEqual({
      startDate: store.searchParams.get("startDate"),
      endDate: store.searchParams.get("endDate"),
    })
    // the address the build records is the store's less its dates; the loader adds them back
    const recorded = new URL(store)
    for (const dated of ["startDate", "endDate"]) recorded.searchParams.delete(dated)
    vi.useFakeTimers({ now, toFake: ["Date"] })
    const { sent } = runLoader(
      { ...LOADER_DATA, search: `${recorded.pathname}${recorded.search}` },
      async () => Response.json({}),
    )
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(isSameAddress(sent[1] as string, `${ORIGIN}${store.pathname}${store.search}`)).toBe(true)
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

describe("the loader's first requests", () => {
  it("are the session and, once it answers, the search with today's dates and the session's csrf token", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00+02:00"), toFake: ["Date"] })
    const { sent, imported, early } = runLoader(LOADER_DATA, async (url) =>
      url.endsWith("/api/session") ? Response.json({ csrfToken: "t1" }) : Response.json({ found: url }),
    )
    // the dates' module is imported alongside the session call, not after it
    expect(imported).toEqual(["/assets/searchDates.js"])
    const [session, search] = early() ?? []
    expect(session?.url).toBe(`${ORIGIN}/api/session`)
    expect(await (await search?.response)?.json()).toEqual({ found: sent[1] })
    expect(sent[1]).toBe(`${SEARCH}&startDate=2026-11-27&endDate=2026-12-06&csrfToken=t1`)
    expect(search?.url).toBe(sent[1])
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
    const { sent, imported, early } = runLoader({ entry: "/assets/kiosk.js" }, async () => Response.json({}))
    expect(sent).toEqual([])
    expect(imported).toEqual([])
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
