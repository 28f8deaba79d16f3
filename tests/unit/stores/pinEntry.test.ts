import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { disposeRootStore } from "../../../src/kit/stores/RootStore.ts"
import { createTestRoot, type TestRoot } from "../../support/rootStore.ts"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import { loginAs } from "../../../sandbox/idp/client.ts"
import { testClock } from "../../support/clock.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

// helena has SMS login in the seed; her code is the last four digits of her phone number.
const HELENA_PIN = "0011"

/** A store whose requests carry the cookies of a login, with the session read. */
async function loggedInStore(personaId: string, completeMfa: boolean): Promise<TestRoot> {
  const login = await loginAs(sandbox.url, personaId, { completeMfa })
  const created: { store?: TestRoot } = {}
  const env = createStoreEnv({
    now: testClock,
    baseUrl: sandbox.url,
    getCsrfToken: () => created.store?.session.csrfToken,
    fetch: (request) => {
      request.headers.set("cookie", login.cookieHeader)
      return globalThis.fetch(request)
    },
  })
  created.store = createTestRoot(env, { session: { lang: "fi" } })
  await created.store.session.load()
  return created.store
}

describe("PinEntry", () => {
  it("the right code renews the session", async () => {
    const store = await loggedInStore("helena", false)
    expect(store.session.sessionState).toBe("pinPending")
    store.account.pinEntry.setPin(HELENA_PIN)
    await store.account.pinEntry.submit()
    expect(store.account.pinEntry.status).toBe("success")
    expect(store.session.sessionState).toBe("loggedIn")
    disposeRootStore(store)
  })

  it("a wrong code says how many tries are left and empties the boxes", async () => {
    const store = await loggedInStore("helena", false)
    store.account.pinEntry.setPin("9999")
    await store.account.pinEntry.submit()
    expect(store.account.pinEntry.status).toBe("pin-mismatch")
    expect(store.account.pinEntry.remainingAttempts).toBe(2)
    expect(store.account.pinEntry.pin).toBe("")
    expect(store.session.sessionState).toBe("pinPending")
    disposeRootStore(store)
  })

  it("too many wrong codes log the user out", async () => {
    const store = await loggedInStore("helena", false)
    for (const _ of [1, 2, 3]) {
      store.account.pinEntry.setPin("9999")
      await store.account.pinEntry.submit()
    }
    expect(store.account.pinEntry.status).toBe("too-many-retries")
    expect(store.session.sessionState).toBe("anonymous")
    expect(store.session.user).toBeNull()
    await store.session.reload()
    expect(store.session.isLoggedIn).toBe(false)
    disposeRootStore(store)
  })
})

describe("Session.logout", () => {
  it("ends the session on the server and forgets the user", async () => {
    const store = await loggedInStore("aino", true)
    expect(store.session.sessionState).toBe("loggedIn")
    await store.session.logout()
    expect(store.session.sessionState).toBe("anonymous")
    expect(store.session.csrfToken).toBe("")
    await store.session.reload()
    expect(store.session.isLoggedIn).toBe(false)
    disposeRootStore(store)
  })

  it("treats a session the server has already ended as logged out", async () => {
    const store = await loggedInStore("aino", true)
    await store.session.logout()
    store.session.markExpired()
    // the store still thinks it is logged in; the server says there is no session
    await expect(store.session.logout()).resolves.toBeUndefined()
    disposeRootStore(store)
  })
})
