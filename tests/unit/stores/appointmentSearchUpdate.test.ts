import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { AppointmentListItem } from "../../../src/platform/api/schemas.ts"
import { fixedClock } from "../../../src/domain/clock.ts"
import { createTestRoot } from "../../support/rootStore.ts"

// Monday 23 November 2026, 10:00 in Helsinki
const clock = fixedClock(Date.parse("2026-11-23T10:00:00+02:00"))

const slot = (id: number, hour: number): AppointmentListItem =>
  ({
    id: String(id),
    startDate: `2026-11-24T${String(hour).padStart(2, "0")}:15:00+02:00`,
    clinic: { id: "KAMPPI" },
  }) as unknown as AppointmentListItem

/** A backend that answers each search with `count` slots from `offset`, after the test lets it (`release`). */
function setup(count = 20) {
  const requests: URLSearchParams[] = []
  const waiting: (() => void)[] = []
  const env = createStoreEnv({
    now: clock,
    baseUrl: "http://sandbox.test",
    getCsrfToken: () => undefined,
    fetch: async (request) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      await new Promise<void>((resolve) => waiting.push(resolve))
      const offset = Number(query.get("offset"))
      const appointments = Array.from({ length: count }, (_, i) => slot(offset + i, 8 + (i % 12)))
      return Response.json({ availableAppointments: { type: "Success", appointments } })
    },
  })
  const store = createTestRoot(env, { session: { lang: "fi" } })
  const release = () => waiting.splice(0).forEach((resolve) => resolve())
  return { search: store.booking.appointmentSearch, requests, release }
}

describe("AppointmentSearch.update: a tab or filter change", () => {
  it("sends its search request within the action, before the action's promise resolves", async () => {
    const { search, requests, release } = setup()
    const first = search.search()
    release()
    await first
    expect(search.results).toHaveLength(20)

    const pending = search.update((filter) => filter.setTimeOfDay("morning"))
    // nothing has been awaited yet: the request is out, and the old results are gone with it
    expect(requests).toHaveLength(2)
    expect(requests[1]?.get("timeOfDay")).toBe("morning")
    expect(search.status).toBe("loading")
    expect(search.results).toEqual([])

    release()
    await pending
    expect(search.status).toBe("loaded")
    expect(search.filter.timeOfDay).toBe("morning")
  })

  it("parses each slot's start once, as its page arrives", async () => {
    const { search, release } = setup()
    const first = search.search()
    release()
    await first
    const firstItem = search.results[0] as AppointmentListItem
    const start = search.startOf(firstItem)
    expect(start.toISO()).toBe("2026-11-24T08:15:00.000+02:00")
    expect(start.zoneName).toBe("Europe/Helsinki")
    expect(search.startOf(firstItem)).toBe(start)

    const more = search.loadMore()
    release()
    await more
    expect(search.results).toHaveLength(40)
    // the first page's starts are the same objects: not parsed again
    expect(search.startOf(firstItem)).toBe(start)
    expect(search.startOf(search.results[39] as AppointmentListItem).hour).toBe(8 + (19 % 12))
  })

  it("tells whether the URL changes the filter: the URL a change wrote does not", () => {
    const { search } = setup()
    const { filter } = search
    expect(filter.fromUrl("private", new URLSearchParams("timeOfDay=evening&clinicIds=KAMPPI"))).toBe(true)
    expect(filter.fromUrl("private", new URLSearchParams("clinicIds=KAMPPI&timeOfDay=evening"))).toBe(false)
    filter.setTimeOfDay("morning")
    expect(filter.fromUrl("private", new URLSearchParams("clinicIds=KAMPPI&timeOfDay=morning"))).toBe(false)
    // back in the browser: the URL before the change
    expect(filter.fromUrl("private", new URLSearchParams("clinicIds=KAMPPI&timeOfDay=evening"))).toBe(true)
    expect(filter.timeOfDay).toBe("evening")
    expect(filter.fromUrl("insurance", new URLSearchParams("clinicIds=KAMPPI&timeOfDay=evening"))).toBe(true)
  })
})
