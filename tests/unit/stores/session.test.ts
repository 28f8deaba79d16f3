import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { createRootStore, disposeRootStore } from "../../../src/kit/stores/RootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES } from "../../support/features.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

function storeWithCookie(cookie?: string) {
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => undefined,
    fetch: (request) => {
      if (cookie) request.headers.set("cookie", cookie)
      return globalThis.fetch(request)
    },
  })
  return createRootStore(env, ALL_FEATURES, { session: { lang: "sv" } })
}

describe("Session", () => {
  it("starts as an anonymous private-care session in the default scope", () => {
    const { session } = createRootStore({} as never, ALL_FEATURES)
    expect(session.lang).toBe("fi")
    expect(session.healthCareType).toBe("private")
    expect(session.sessionScope).toBe("standard")
    expect(session.sessionState).toBe("anonymous")
    expect(session.isInAppBooking).toBe(false)
  })

  it("loads the session from the sandbox over HTTP, keeping the language of the address", async () => {
    const store = storeWithCookie("sandbox-environment=children-production")
    await store.session.load()
    expect(store.session.status).toBe("loaded")
    expect(store.session.environment).toBe("children-production")
    expect(store.session.lang).toBe("sv")
    expect(store.session.isLoggedIn).toBe(false)
    expect(store.session.hasFeature("pikkutsatti")).toBe(true)
    disposeRootStore(store)
  })

  it("is in the error state with an ApiError when the backend refuses", async () => {
    const store = storeWithCookie("sandbox-environment=nowhere")
    await expect(store.session.load()).rejects.toMatchObject({ kind: "validation", status: 400 })
    expect(store.session.status).toBe("error")
  })

  it("tells the guards apart: logged in, and logged in with a lapsed session", () => {
    const { session } = createRootStore({} as never, ALL_FEATURES, {
      session: { isLoggedIn: true, isSessionValid: true },
    })
    expect(session.sessionState).toBe("loggedIn")
    const lapsed = createRootStore({} as never, ALL_FEATURES, {
      session: { isLoggedIn: true, isSessionValid: false },
    })
    expect(lapsed.session.sessionState).toBe("sessionExpired")
  })
})

describe("Session.ensureLoaded", () => {
  it("makes one request for callers that ask at the same time, and none once loaded", async () => {
    let requests = 0
    const env = createStoreEnv({
      now: testClock,
      baseUrl: sandbox.url,
      getCsrfToken: () => undefined,
      fetch: (request) => {
        requests++
        return globalThis.fetch(request)
      },
    })
    const { session } = createRootStore(env, ALL_FEATURES)
    await Promise.all([session.ensureLoaded(), session.ensureLoaded()])
    await session.ensureLoaded()
    expect(requests).toBe(1)
    expect(session.status).toBe("loaded")
  })
})
