// The session warning's "continue" against the sandbox: the warning comes 90 s before the end by the injected
// clock, and extending gives the login a new lifetime on the server and in the store, which the watch re-arms for.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createSession, findSession, SESSION_COOKIE } from "../../../sandbox/auth/sessions.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { Timers } from "../../../src/platform/browser/timers.ts"
import { createRootStore, disposeRootStore } from "../../../src/kit/stores/RootStore.ts"
import { watchSessionExpiry } from "../../../src/kit/stores/sessionExpiry.ts"
import { extendSession } from "../../../src/kit/stores/sessionExtend.ts"
import { startTestSandbox, type Login, type TestSandbox } from "../../support/sandbox.ts"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES } from "../../support/features.ts"

const MINUTE = 60_000
const LIFETIME_MS = 30 * MINUTE

// One clock for the sandbox and the store: the tests' moment, standing still until the test moves it on.
const START = testClock()
let shiftMs = 0
const clock = () => START + shiftMs

/** Timers run by the test: each fires once the shared clock has passed its moment. */
function manualTimers() {
  let next = 1
  const armed = new Map<number, { atMs: number; callback: () => void }>()
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      armed.set(next, { atMs: clock() + ms, callback })
      return next++
    },
    clearTimeout: (timer) => void armed.delete(timer as number),
  }
  /** Moves the clock on by `ms` and fires what came due, in order. */
  const advance = (ms: number) => {
    shiftMs += ms
    const due = [...armed].filter(([, timer]) => timer.atMs <= clock()).sort((a, b) => a[1].atMs - b[1].atMs)
    for (const [id, timer] of due) {
      armed.delete(id)
      timer.callback()
    }
  }
  return { timers, advance }
}

/** A login made now by the shared clock, lasting `lifetimeMs`. */
function login(lifetimeMs: number): Login & { id: string } {
  const session = createSession(sandbox.db, { personaId: "aino", lifetimeMs, now: new Date(clock()) })
  return { id: session.id, cookie: `${SESSION_COOKIE}=${session.id}`, csrfToken: session.csrfToken }
}

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox({ config: { clock, sessionLifetimeMs: LIFETIME_MS } })
})
afterAll(() => sandbox.close())

async function loggedInStore(login: Login, timers: Timers) {
  const env = createStoreEnv({
    now: clock,
    baseUrl: sandbox.url,
    getCsrfToken: () => store.session.csrfToken || undefined,
    timers,
    fetch: (request) => {
      request.headers.set("cookie", login.cookie)
      return globalThis.fetch(request)
    },
  })
  const store = createRootStore(env, ALL_FEATURES, { session: { lang: "fi" } })
  await store.session.load()
  return store
}

describe("extending the session", () => {
  it("warns 90 s before the end; continuing gives a new lifetime on the server and in the store", async () => {
    shiftMs = 0
    const { timers, advance } = manualTimers()
    const aino = login(10 * MINUTE)
    const store = await loggedInStore(aino, timers)
    const firstEnd = store.session.expiresAtMs
    expect(firstEnd).toBe(clock() + 10 * MINUTE)

    const events: string[] = []
    const stop = watchSessionExpiry(store.session, firstEnd!, {
      onWarning: (left) => events.push(`warning ${left}`),
      onExpired: () => events.push("expired"),
    })
    advance(10 * MINUTE - 90_000 - 1)
    expect(events).toEqual([])
    advance(1)
    expect(events).toEqual(["warning 90"])

    // 20 s into the warning the user continues
    advance(20_000)
    const extendedAt = clock()
    await extendSession(store.session)
    stop()
    expect(store.session.sessionState).toBe("loggedIn")
    expect(store.session.expiresAtMs).toBe(extendedAt + LIFETIME_MS)
    const onServer = findSession(sandbox.db, aino.id)
    expect(Date.parse(onServer!.expiresAt)).toBe(extendedAt + LIFETIME_MS)

    // the old end passes without an end; the new one is warned of afresh
    const rearmed: string[] = []
    watchSessionExpiry(store.session, store.session.expiresAtMs!, {
      onWarning: (left) => rearmed.push(`warning ${left}`),
      onExpired: () => rearmed.push("expired"),
    })
    advance(70_000)
    expect(rearmed).toEqual([])
    const session = await sandbox.get<{ isSessionValid: boolean }>("/api/session", aino)
    expect(session.json.isSessionValid).toBe(true)
    advance(LIFETIME_MS - 70_000 - 90_000)
    expect(rearmed).toEqual(["warning 90"])
    disposeRootStore(store)
  })

  it("a session that has timed out is not extended: the store gets the 401", async () => {
    shiftMs = 0
    const { timers, advance } = manualTimers()
    const aino = login(2 * MINUTE)
    const store = await loggedInStore(aino, timers)
    const end = store.session.expiresAtMs!
    advance(2 * MINUTE + 1_000)
    await expect(extendSession(store.session)).rejects.toMatchObject({ status: 401 })
    expect(store.session.expiresAtMs).toBe(end)
    const onServer = findSession(sandbox.db, aino.id)
    expect(Date.parse(onServer!.expiresAt)).toBe(end)
    disposeRootStore(store)
  })
})
