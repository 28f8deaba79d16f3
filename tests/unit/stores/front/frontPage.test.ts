// The front page's load (src/features/front/store/FrontPage.ts): the route asks anew on each visit as the session answers,
// the page takes that load (in flight, loaded or failed) instead of asking again, and asks again in another
// language; a retry always asks.
import { beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import type { FrontPage } from "../../../../src/platform/api/schemas.ts"
import { createRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { testClock } from "../../../support/clock.ts"
import { ALL_FEATURES } from "../../../support/features.ts"
import { loadAllAreas } from "../../../support/rootStore.ts"

beforeAll(loadAllAreas)

const DATA = { customer: { firstName: "Aino" }, mfaOnboardingParam: null } as unknown as FrontPage

/** The front page's store on a backend that answers with `status` (200: DATA), noting each request's lang. */
function frontPageOn(status = 200) {
  const asked: (string | null)[] = []
  const store = createRootStore(
    createStoreEnv({
      now: testClock,
      baseUrl: "http://portal.test",
      getCsrfToken: () => undefined,
      fetch: async (request) => {
        asked.push(new URL(request.url).searchParams.get("lang"))
        return status === 200 ? Response.json(DATA) : new Response(null, { status })
      },
    }),
    ALL_FEATURES,
    { session: { lang: "fi" } },
  )
  return { store, frontPage: store.attachArea("front").frontPage, asked }
}

describe("the front page's load", () => {
  it("is taken by the page while in flight and once loaded, one request in all", async () => {
    const { frontPage, asked } = frontPageOn()
    const started = frontPage.load()
    expect(frontPage.status).toBe("loading")
    expect(frontPage.ensureLoaded()).toBe(started)
    await started
    expect(frontPage.status).toBe("loaded")
    expect((await frontPage.ensureLoaded()).status).toBe("loaded")
    expect(asked).toEqual(["fi"])
  })

  it("is made anew on each visit, unless one in the page's language is on its way", async () => {
    const { store, frontPage, asked } = frontPageOn()
    await frontPage.refresh()
    await frontPage.refresh()
    store.session.setLang("en")
    const switched = frontPage.ensureLoaded()
    expect(frontPage.refresh()).toBe(switched)
    await switched
    expect(asked).toEqual(["fi", "fi", "en"])
  })

  it("is made by the page when nothing started it", async () => {
    const { frontPage, asked } = frontPageOn()
    expect((await frontPage.ensureLoaded()).status).toBe("loaded")
    expect(frontPage.firstName).toBe("Aino")
    expect(asked).toEqual(["fi"])
  })

  it("is made again in another language, the page's data on show until the answer", async () => {
    const { store, frontPage, asked } = frontPageOn()
    await frontPage.load()
    store.session.setLang("sv")
    const again = frontPage.ensureLoaded()
    expect(frontPage.status).toBe("loaded")
    await again
    expect(asked).toEqual(["fi", "sv"])
  })

  it("failed, stays failed for the page, which offers a retry; the retry asks again", async () => {
    const { frontPage, asked } = frontPageOn(503)
    expect((await frontPage.load()).status).toBe("error")
    expect((await frontPage.ensureLoaded()).status).toBe("error")
    expect(asked).toEqual(["fi"])
    await frontPage.load()
    expect(asked).toEqual(["fi", "fi"])
  })

  it("cancelled, is made anew by the page", async () => {
    const { frontPage, asked } = frontPageOn()
    const cancelled = frontPage.load()
    frontPage.loadState.cancel()
    expect((await cancelled).status).toBe("cancelled")
    expect((await frontPage.ensureLoaded()).status).toBe("loaded")
    expect(asked).toEqual(["fi", "fi"])
  })
})
