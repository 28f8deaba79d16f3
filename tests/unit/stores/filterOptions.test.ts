import { describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { FilterOptions } from "../../../src/platform/api/schemas.ts"
import { createTestRoot } from "../../support/rootStore.ts"
import { testClock } from "../../support/clock.ts"

const OPTIONS: FilterOptions = {
  clinics: [
    { id: "KAMPPI", name: "Aava Kamppi", municipality: "helsinki", isRemote: false },
    { id: "TAPIOLA", name: "Aava Tapiola", municipality: "espoo", isRemote: false },
    { id: "PASILA", name: "Aava Pasila", municipality: "helsinki", isRemote: false },
    { id: "RMT", name: "Aava Etävastaanotto", municipality: null, isRemote: true },
  ],
  specialties: [
    { id: "YL", name: "Yleislääketiede" },
    { id: "Y65V", name: "Kela65-lääkärin vastaanotto" },
  ],
  practitioners: [
    { id: "1", name: "Laura Mäkinen", title: "Yleislääkäri" },
    { id: "2", name: "Anna-Liisa Mäkelä", title: null },
    { id: "3", name: "Juha Lehtonen", title: "Psykologi" },
  ],
  timeOfDaySlots: [],
}

function setup(status = 200) {
  const requests: URL[] = []
  const env = createStoreEnv({
    now: testClock,
    baseUrl: "http://sandbox.test",
    getCsrfToken: () => undefined,
    fetch: async (request) => {
      requests.push(new URL(request.url))
      return status === 200
        ? Response.json(OPTIONS)
        : Response.json({ type: "InternalError", message: "down" }, { status })
    },
  })
  return { options: createTestRoot(env).booking.filterOptions, requests }
}

describe("FilterOptions", () => {
  it("loads once per customer type and language", async () => {
    const { options, requests } = setup()
    await Promise.all([options.load("private", "sv"), options.load("private", "sv")])
    await options.load("private", "sv")
    expect(requests).toHaveLength(1)
    expect(requests[0]!.searchParams.get("healthCareType")).toBe("private")
    expect(requests[0]!.searchParams.get("lang")).toBe("sv")
    await options.load("kela65", "sv")
    expect(requests).toHaveLength(2)
  })

  it("groups clinics with an address by municipality and leaves remote clinics out", async () => {
    const { options } = setup()
    await options.load("private", "fi")
    expect(
      options.municipalities.map((group) => [group.municipality, group.clinics.map((c) => c.id)]),
    ).toEqual([
      ["helsinki", ["KAMPPI", "PASILA"]],
      ["espoo", ["TAPIOLA"]],
    ])
    expect(options.otherClinicIds(["TAPIOLA"])).toEqual(["KAMPPI", "PASILA"])
  })

  it("lists Y65V only for Kela65 and finds practitioners by word prefixes", async () => {
    const { options } = setup()
    await options.load("private", "fi")
    expect(options.specialties.map((s) => s.id)).toEqual(["YL"])
    expect(options.practitionersMatching("mäk").map((p) => p.id)).toEqual(["1", "2"])
    expect(options.practitionersMatching("liisa m").map((p) => p.id)).toEqual(["2"])
    await options.load("kela65", "fi")
    expect(options.specialties.map((s) => s.id)).toEqual(["YL", "Y65V"])
  })

  it("reports an error and loads again when asked", async () => {
    const failing = setup(503)
    await failing.options.load("private", "fi")
    expect(failing.options.status).toBe("error")
    await failing.options.load("private", "fi")
    expect(failing.requests).toHaveLength(2)
  })
})
