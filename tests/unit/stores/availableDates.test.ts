import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createStoreEnv } from "../../../src/api/env.ts"
import { createRootStore } from "../../../src/stores/RootStore.ts"

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date("2026-11-23T10:00:00+02:00"))
})
afterEach(() => vi.useRealTimers())

describe("AvailableDates", () => {
  it("asks for a month's days with the list's filter, never from before now", async () => {
    const requests: URLSearchParams[] = []
    const env = createStoreEnv({
      baseUrl: "http://sandbox.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        requests.push(new URL(request.url).searchParams)
        return Response.json({ dates: ["2026-11-24", "2026-11-27"] })
      },
    })
    const store = createRootStore(env)
    store.appointmentSearch.filter.fromUrl(
      "insurance",
      new URLSearchParams("specialtyIds=PSY&timeOfDay=evening"),
    )
    await store.availableDates.load(store.appointmentSearch.filter, "2026-11-15")
    const query = requests[0]!
    expect(query.get("startDate")).toBe("2026-11-23")
    expect(query.get("endDate")).toBe("2026-12-06")
    expect(query.get("isInsuranceCustomer")).toBe("true")
    expect(query.get("includeRemote")).toBe("true")
    expect(query.get("timeOfDay")).toBe("evening")
    expect(store.availableDates.month).toBe("2026-11-01")
    expect(store.availableDates.hasFreeAppointments("2026-11-27")).toBe(true)
    expect(store.availableDates.hasFreeAppointments("2026-11-25")).toBe(false)
  })
})
