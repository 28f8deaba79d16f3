import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { ErrorReport } from "../../../src/platform/api/reporting.ts"
import type { AppointmentListItem } from "../../../src/platform/api/schemas.ts"
import { createTestRoot } from "../../support/rootStore.ts"
import { fixedClock } from "../../../src/domain/clock.ts"

// A fake backend: the store's requests are recorded and answered from `answer`.
type Answer = (
  query: URLSearchParams,
) => { type: "Success"; appointments: AppointmentListItem[] } | { type: "Failure" }

function slot(id: number, startDate: string, clinicId = "KAMPPI"): AppointmentListItem {
  return { id: String(id), startDate, clinic: { id: clinicId } } as unknown as AppointmentListItem
}

const page = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => slot(from + i, `2026-12-0${1 + (i % 9)}T08:00:00+02:00`))

const CLINICS = [
  { id: "KAMPPI", name: "Aava Kamppi", municipality: "helsinki", isRemote: false },
  { id: "TAPIOLA", name: "Aava Tapiola", municipality: "espoo", isRemote: false },
  { id: "KERAVA", name: "Aava Kerava", municipality: "kerava", isRemote: false },
]

function setup(answer: Answer) {
  const requests: URLSearchParams[] = []
  const signals: AbortSignal[] = []
  const reports: ErrorReport[] = []
  const env = createStoreEnv({
    now: clock,
    baseUrl: "http://sandbox.test",
    getCsrfToken: () => undefined,
    reportError: (report) => reports.push(report),
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname === "/api/appointments/filter-options") {
        return Response.json({ clinics: CLINICS, specialties: [], practitioners: [], timeOfDaySlots: [] })
      }
      const query = url.searchParams
      requests.push(query)
      signals.push(request.signal)
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (request.signal.aborted) throw new DOMException("aborted", "AbortError")
      return Response.json({ availableAppointments: answer(query) })
    },
  })
  const store = createTestRoot(env, { session: { lang: "sv" } })
  return { store, search: store.booking.appointmentSearch, requests, signals, reports }
}

// Monday 23 November 2026, 10:00 in Helsinki: the store reads now from this clock, not the machine's
const clock = fixedClock(Date.parse("2026-11-23T10:00:00+02:00"))

describe("AppointmentSearch", () => {
  it("searches from now to the end of the week holding the month's last day, in the session's language", async () => {
    const { search, requests } = setup(() => ({ type: "Success", appointments: page(3) }))
    await search.search()
    expect(search.status).toBe("loaded")
    expect(search.results).toHaveLength(3)
    expect(search.canLoadMore).toBe(false)
    const query = requests[0]!
    expect(query.get("startDate")).toBe("2026-11-23")
    expect(query.get("endDate")).toBe("2026-12-06")
    expect(query.get("lang")).toBe("sv")
    expect(query.get("offset")).toBe("0")
    expect(query.get("timeOfDay")).toBe("all")
  })

  it("offers more after a full page and appends the next 20", async () => {
    const { search, requests } = setup((query) => ({
      type: "Success",
      appointments: page(query.get("offset") === "0" ? 20 : 7, Number(query.get("offset"))),
    }))
    await search.search()
    expect(search.canLoadMore).toBe(true)
    await search.loadMore()
    expect(requests[1]!.get("offset")).toBe("20")
    expect(search.results).toHaveLength(27)
    expect(search.canLoadMore).toBe(false)
  })

  it("fetches next month's free times to suggest when nothing was found", async () => {
    const { search, requests } = setup((query) =>
      query.get("startDate") === "2026-12-01"
        ? {
            type: "Success",
            appointments: [
              slot(1, "2026-12-02T08:00:00+02:00"),
              slot(2, "2026-12-02T09:00:00+02:00"),
              slot(3, "2026-12-03T08:00:00+02:00"),
            ],
          }
        : { type: "Success", appointments: [] },
    )
    await search.search()
    expect(search.isEmpty).toBe(true)
    expect(requests[1]!.get("startDate")).toBe("2026-12-01")
    expect(requests[1]!.get("endDate")).toBe("2027-01-03")
    expect(search.alternatives.map((a) => a.id)).toEqual(["1", "3"])
  })

  it("treats a Failure result as an error to retry, and reports it without the query", async () => {
    const { search, reports } = setup(() => ({ type: "Failure" }))
    await search.search()
    expect(search.status).toBe("error")
    expect(reports).toEqual([{ kind: "result", operationId: "searchAppointments", resultType: "Failure" }])
  })

  it("cancels the search in flight when a new one starts", async () => {
    const { search, signals } = setup(() => ({ type: "Success", appointments: page(2) }))
    const first = search.search()
    const second = search.search()
    await Promise.all([first, second])
    expect(signals[0]!.aborted).toBe(true)
    expect(search.status).toBe("loaded")
    expect(search.results).toHaveLength(2)
  })

  it("sends the filter: forced remote, the customer type, no specialties on Kela65", async () => {
    const { search, requests } = setup(() => ({ type: "Success", appointments: [] }))
    search.filter.fromUrl(
      "kela65",
      new URLSearchParams("specialtyIds=PSY&practitionerIds=12&timeOfDay=evening"),
    )
    await search.search()
    const query = requests[0]!
    expect(query.getAll("specialtyIds")).toEqual([])
    expect(query.get("includeRemote")).toBe("true")
    expect(query.get("isKela65")).toBe("true")
    expect(query.get("timeOfDay")).toBe("evening")
    expect(search.filter.query).toEqual({ practitionerIds: ["12"], timeOfDay: "evening" })
  })

  it("reads the URL leniently: an unknown time of day means all, a bad date none", () => {
    const { search } = setup(() => ({ type: "Success", appointments: [] }))
    search.filter.fromUrl(
      "private",
      new URLSearchParams("timeOfDay=night&startDate=2026-02-30&includeRemote=true"),
    )
    expect(search.filter.timeOfDay).toBe("all")
    expect(search.filter.startDate).toBeUndefined()
    expect(search.filter.query).toEqual({ includeRemote: true })
  })

  it("suggests other clinics nearby, one a day and clinic, when the chosen clinics have nothing", async () => {
    const { search, requests } = setup((query) =>
      query.getAll("clinicIds").includes("TAPIOLA")
        ? {
            type: "Success",
            appointments: [
              slot(1, "2026-11-24T08:00:00+02:00", "TAPIOLA"),
              slot(2, "2026-11-24T09:00:00+02:00", "TAPIOLA"),
              slot(3, "2026-11-24T09:00:00+02:00", "KAMPPI"),
            ],
          }
        : { type: "Success", appointments: [] },
    )
    search.filter.fromUrl("private", new URLSearchParams("clinicIds=KERAVA&clinicIds=KAMPPI"))
    await search.search()
    expect(search.isEmpty).toBe(true)
    const other = requests.find((query) => query.getAll("clinicIds").includes("TAPIOLA"))!
    expect(other.getAll("clinicIds")).toEqual(["TAPIOLA"])
    expect(other.get("startDate")).toBe("2026-11-23")
    expect(other.get("endDate")).toBe("2027-01-03")
    expect(search.otherClinicAlternatives.map((a) => a.id)).toEqual(["1", "3"])
  })

  it("keeps the empty result when a suggestion cannot be fetched", async () => {
    const { search } = setup((query) =>
      query.get("startDate") === "2026-12-01" ? { type: "Failure" } : { type: "Success", appointments: [] },
    )
    await search.search()
    expect(search.status).toBe("loaded")
    expect(search.isEmpty).toBe(true)
    expect(search.alternatives).toEqual([])
  })

  it("keeps the results when 'load more' fails, and the retry asks for the same page", async () => {
    let failNext = true
    const { search, requests } = setup((query) => {
      if (query.get("offset") === "0") return { type: "Success", appointments: page(20) }
      if (failNext) {
        failNext = false
        return { type: "Failure" }
      }
      return { type: "Success", appointments: page(3, 20) }
    })
    await search.search()
    await search.loadMore()
    expect(search.status).toBe("error")
    expect(search.loadMoreFailed).toBe(true)
    expect(search.results).toHaveLength(20)
    await search.loadMore()
    expect(requests.map((query) => query.get("offset"))).toEqual(["0", "20", "20"])
    expect(search.results).toHaveLength(23)
    expect(search.range?.end.toISODate()).toBe("2026-12-06")
  })

  it("drops Y65V from a URL outside the Kela65 list", () => {
    const { search } = setup(() => ({ type: "Success", appointments: [] }))
    search.filter.fromUrl("private", new URLSearchParams("specialtyIds=Y65V&specialtyIds=YL"))
    expect(search.filter.specialtyIds).toEqual(["YL"])
    search.filter.fromUrl("kela65", new URLSearchParams("specialtyIds=Y65V"))
    expect(search.filter.specialtyIds).toEqual([])
  })

  it("clears the filters but keeps the dates and the time of day", () => {
    const { search } = setup(() => ({ type: "Success", appointments: [] }))
    search.filter.fromUrl(
      "private",
      new URLSearchParams(
        "clinicIds=KAMPPI&specialtyIds=PSY&practitionerIds=1&includeRemote=true&timeOfDay=morning&startDate=2026-12-01",
      ),
    )
    expect(search.filter.remoteForcedBy).toBe("practitioner")
    search.filter.clearFilters()
    expect(search.filter.hasFilters).toBe(false)
    expect(search.filter.query).toEqual({ timeOfDay: "morning", startDate: "2026-12-01" })
  })
})
