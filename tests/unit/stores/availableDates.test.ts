import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { createTestRoot } from "../../support/rootStore.ts"
import { fixedClock } from "../../../src/domain/clock.ts"

// Monday 23 November 2026, 10:00 in Helsinki: the store reads now from this clock, not the machine's
const clock = fixedClock(Date.parse("2026-11-23T10:00:00+02:00"))

describe("AvailableDates", () => {
  it("asks for a month's days with the list's filter, never from before now", async () => {
    const requests: URLSearchParams[] = []
    const env = createStoreEnv({
      now: clock,
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        requests.push(new URL(request.url).searchParams)
        return Response.json({ dates: ["2026-11-24", "2026-11-27"] })
      },
    })
    const store = createTestRoot(env)
    store.booking.appointmentSearch.filter.fromUrl(
      "insurance",
      new URLSearchParams("specialtyIds=PSY&timeOfDay=evening"),
    )
    await store.booking.availableDates.load(store.booking.appointmentSearch.filter, "2026-11-15")
    const query = requests[0]!
    expect(query.get("startDate")).toBe("2026-11-23")
    expect(query.get("endDate")).toBe("2026-12-06")
    expect(query.get("isInsuranceCustomer")).toBe("true")
    expect(query.get("includeRemote")).toBe("true")
    expect(query.get("timeOfDay")).toBe("evening")
    expect(store.booking.availableDates.month).toBe("2026-11-01")
    expect(store.booking.availableDates.hasFreeAppointments("2026-11-27")).toBe(true)
    expect(store.booking.availableDates.hasFreeAppointments("2026-11-25")).toBe(false)
  })

  it("loads a month and filter once, and again when the month or the filter changes", async () => {
    const requests: URLSearchParams[] = []
    const env = createStoreEnv({
      now: clock,
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        requests.push(new URL(request.url).searchParams)
        return Response.json({ dates: [] })
      },
    })
    const store = createTestRoot(env)
    const { filter } = store.booking.appointmentSearch
    filter.fromUrl("private", new URLSearchParams())
    await store.booking.availableDates.load(filter, "2026-11-23")
    await store.booking.availableDates.load(filter, "2026-11-30")
    expect(requests).toHaveLength(1)
    await store.booking.availableDates.load(filter, "2026-12-01")
    expect(requests).toHaveLength(2)
    expect(requests[1]!.get("startDate")).toBe("2026-12-01")
    filter.fromUrl("private", new URLSearchParams("timeOfDay=morning"))
    await store.booking.availableDates.load(filter, "2026-12-01")
    expect(requests).toHaveLength(3)
    expect(requests[2]!.get("timeOfDay")).toBe("morning")
    expect(store.booking.availableDates.month).toBe("2026-12-01")
  })

  it("cancels the load in flight for a newer one and keeps the newer month's days", async () => {
    const env = createStoreEnv({
      now: clock,
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        const start = new URL(request.url).searchParams.get("startDate")!
        if (start === "2026-11-23") {
          await new Promise((resolve, reject) => {
            request.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
            setTimeout(resolve, 1000)
          })
        }
        return Response.json({ dates: [start === "2026-11-23" ? "2026-11-24" : "2026-12-02"] })
      },
    })
    const store = createTestRoot(env)
    const { filter } = store.booking.appointmentSearch
    filter.fromUrl("private", new URLSearchParams())
    const first = store.booking.availableDates.load(filter, "2026-11-23")
    await store.booking.availableDates.load(filter, "2026-12-01")
    await first
    expect(store.booking.availableDates.status).toBe("loaded")
    expect(store.booking.availableDates.month).toBe("2026-12-01")
    expect(store.booking.availableDates.dates).toEqual(["2026-12-02"])
  })

  it("reports a failed load and tries the same month again on the next call", async () => {
    let fail = true
    const env = createStoreEnv({
      now: clock,
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async () =>
        fail ? new Response("{}", { status: 500 }) : Response.json({ dates: ["2026-11-24"] }),
    })
    const store = createTestRoot(env)
    const { filter } = store.booking.appointmentSearch
    await store.booking.availableDates.load(filter, "2026-11-23")
    expect(store.booking.availableDates.status).toBe("error")
    fail = false
    await store.booking.availableDates.load(filter, "2026-11-23")
    expect(store.booking.availableDates.status).toBe("loaded")
    expect(store.booking.availableDates.hasFreeAppointments("2026-11-24")).toBe(true)
  })
})

describe("AvailableDates over two months", () => {
  // Saturday 28 November 2026, 10:00 in Helsinki: late in a month, when its free days run out
  const lateClock = fixedClock(Date.parse("2026-11-28T10:00:00+02:00"))

  it("asks for the month from now and the next month in one call, and keeps the days of both", async () => {
    const requests: URLSearchParams[] = []
    const env = createStoreEnv({
      now: lateClock,
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        requests.push(new URL(request.url).searchParams)
        return Response.json({ dates: ["2026-11-30", "2026-12-01", "2026-12-15", "2027-01-02"] })
      },
    })
    const store = createTestRoot(env)
    const { filter } = store.booking.appointmentSearch
    filter.fromUrl("private", new URLSearchParams())
    const { availableDates } = store.booking
    await availableDates.load(filter, "2026-11-28", { months: 2 })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.get("startDate")).toBe("2026-11-28")
    // to the end of December's last week
    expect(requests[0]!.get("endDate")).toBe("2027-01-03")
    expect(availableDates.month).toBe("2026-11-01")
    expect(availableDates.months).toBe(2)
    expect(availableDates.hasFreeAppointments("2026-12-15")).toBe(true)

    // the same two months are not asked again; one month (the portal's calendar) is a call of its own
    await availableDates.load(filter, "2026-11-30", { months: 2 })
    expect(requests).toHaveLength(1)
    await availableDates.load(filter, "2026-11-28")
    expect(requests).toHaveLength(2)
    expect(requests[1]!.get("endDate")).toBe("2026-12-06")
    expect(availableDates.months).toBe(1)
  })
})
