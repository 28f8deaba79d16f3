// The portal's front route (targets/portal/routes.tsx): the logged-in front page's data is asked for in the task
// of the session's answer, its store's module having loaded alongside the session, not once the page has
// rendered; a visitor the page is not for sends no such request.
import type { i18n } from "i18next"
import { createMemoryRouter } from "react-router"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { anonymousSession } from "../../../targets/shared/frameSession.ts"
import { createI18n } from "../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../../src/platform/i18n/namespaces.ts"
import { loadedArea } from "../../../src/kit/stores/areas.ts"
import { disposeRootStore, type RootStore } from "../../../src/kit/stores/RootStore.ts"
import { PAGES } from "../../../targets/portal/composition.ts"
import { portalRoutes } from "../../../targets/portal/routes.tsx"
import { AINO, frontBackend } from "./frontSupport.ts"

let texts: i18n
beforeAll(async () => {
  texts = await createI18n("fi", BOOT_NAMESPACES.portal)
})

let stores: RootStore[] = []
let routers: ReturnType<typeof createMemoryRouter>[] = []
afterEach(() => {
  for (const router of routers) router.dispose()
  for (const store of stores) disposeRootStore(store)
  routers = []
  stores = []
})

function portalAt(path: string, store: RootStore) {
  stores.push(store)
  const router = createMemoryRouter(portalRoutes({ store, i18n: texts }), { initialEntries: [path] })
  routers.push(router)
  return router
}

const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== "idle") throw new Error("loading")
  })

describe("the logged-in front page's data", () => {
  it("is asked for in the task of the session's answer, its store's module loaded while the session was asked", async () => {
    const backend = frontBackend(AINO)
    const router = portalAt("/fi", backend.store)
    // Everything but the session has come in: the page's code and texts, its start, and the front area's store
    await vi.waitFor(() => {
      expect(loadedArea("front")).toBeDefined()
      expect(texts.hasResourceBundle("fi", "appointments")).toBe(true)
    })
    await PAGES.front?.start?.()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(backend.frontPageRequests()).toEqual([])

    await backend.answerSession()
    expect(backend.sent.map(({ path, task }) => `${path} in ${task}`)).toEqual([
      "/api/session in boot",
      "/api/front-page in the session's answer",
    ])
    await settled(router)
    expect(router.state.location.pathname).toBe("/fi")
    expect(backend.frontPageRequests()).toEqual(["fi"])
  })

  it("is not asked for an anonymous visitor, who gets the booking landing", async () => {
    const backend = frontBackend(anonymousSession("adult-production"), { held: false })
    const router = portalAt("/sv", backend.store)
    await settled(router)
    expect(router.state.location.pathname).toBe("/sv/tidsbokning")
    expect(backend.frontPageRequests()).toEqual([])
  })

  it("is not asked for a session that has timed out, which is led to log in again", async () => {
    const backend = frontBackend({ ...AINO, isSessionValid: false }, { held: false })
    const router = portalAt("/en", backend.store)
    await settled(router)
    expect(router.state.location.pathname).not.toBe("/en")
    expect(backend.frontPageRequests()).toEqual([])
  })

  it("is asked for again in the language switched to", async () => {
    const backend = frontBackend(AINO, { held: false })
    const router = portalAt("/fi", backend.store)
    await settled(router)
    await router.navigate("/sv")
    await settled(router)
    expect(backend.frontPageRequests()).toEqual(["fi", "sv"])
  })
})
