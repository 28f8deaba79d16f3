// Polling of the conversations list and a thread under fake timers (spec §2, §9: every 120000 ms, stopping after
// an error; a retry restarts it; paused while the page is hidden). The sandbox answers in-process (app.fetch, no
// sockets), so only setTimeout and Date are faked and nothing waits on a real timer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import { messagingOnOrigin } from "../../../../src/platform/api/messaging.ts"
import { MESSAGING_POLL_INTERVAL_MS } from "../../../../src/domain/messaging.ts"
import { memoryDraftStorage } from "../../../../src/platform/browser/drafts.ts"
import type { VisibilitySource } from "../../../../src/platform/browser/visibility.ts"
import {
  attachAreas,
  createRootStore,
  disposeRootStore,
  type RootStore,
} from "../../../../src/kit/stores/RootStore.ts"
import { createSession, SESSION_COOKIE } from "../../../../sandbox/auth/sessions.ts"
import { createSandboxApp, sandboxConfig } from "../../../../sandbox/server.ts"
import { openSandboxDatabase } from "../../../../sandbox/state.ts"
import { testClock, testNow } from "../../../support/clock.ts"
import { operationNameOf } from "./support.ts"
import { ALL_FEATURES } from "../../../support/features.ts"

const ORIGIN = "http://sandbox.test"

/** The page's visibility, switched by the test. */
function visibility() {
  let hidden = false
  const listeners = new Set<() => void>()
  const source: VisibilitySource = {
    isHidden: () => hidden,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
  return {
    source,
    set(value: boolean) {
      hidden = value
      listeners.forEach((listener) => listener())
    },
  }
}

/** Lets the in-process answers settle (stream reads and promise chains, no timers). */
async function settled(): Promise<void> {
  for (let round = 0; round < 40; round++) await new Promise<void>((resolve) => setImmediate(resolve))
}

let root: RootStore | undefined

async function ainoStore() {
  const db = openSandboxDatabase(":memory:")
  const app = createSandboxApp(db, sandboxConfig({ strictResponses: true }))
  const session = createSession(db, { personaId: "aino", lifetimeMs: 24 * 3_600_000, now: testNow() })
  const calls: string[] = []
  const failing = new Set<string>()
  const page = visibility()
  const env = createStoreEnv({
    now: testClock,
    baseUrl: ORIGIN,
    getCsrfToken: () => session.csrfToken,
    messaging: messagingOnOrigin,
    fetch: async (request) => {
      request.headers.set("cookie", `${SESSION_COOKIE}=${session.id}`)
      const name = await operationNameOf(request)
      if (name) calls.push(name)
      if (name && failing.has(name)) return new Response("Service Unavailable", { status: 503 })
      return app.fetch(request)
    },
    visibility: page.source,
    drafts: memoryDraftStorage(),
  })
  root = createRootStore(env, ALL_FEATURES)
  await root.session.load()
  await attachAreas(root, ["messaging"])
  const area = root.attachArea("messaging")
  await area.access.ensureLoaded()
  const count = (name: string) => calls.filter((call) => call === name).length
  return { area, page, count, failing }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: Date.now() })
})
afterEach(() => {
  if (root) disposeRootStore(root)
  root = undefined
  vi.useRealTimers()
})

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await settled()
}

describe("polling the conversations list", () => {
  it("refreshes every 120000 ms while open, and not after it closes", async () => {
    const { area, count } = await ainoStore()
    await area.conversations.open()
    expect(count("MessagingThreads")).toBe(1)
    await advance(MESSAGING_POLL_INTERVAL_MS - 1)
    expect(count("MessagingThreads")).toBe(1)
    await advance(1)
    expect(count("MessagingThreads")).toBe(2)
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreads")).toBe(3)
    expect(area.conversations.status).toBe("loaded")
    area.conversations.close()
    await advance(MESSAGING_POLL_INTERVAL_MS * 3)
    expect(count("MessagingThreads")).toBe(3)
  })

  it("stops after an error, which shows; a retry loads and restarts it", async () => {
    const { area, count, failing } = await ainoStore()
    await area.conversations.open()
    failing.add("MessagingThreads")
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreads")).toBe(2)
    expect(area.conversations.status).toBe("error")
    expect(area.conversations.isPollingStopped).toBe(true)
    failing.delete("MessagingThreads")
    await advance(MESSAGING_POLL_INTERVAL_MS * 5)
    expect(count("MessagingThreads")).toBe(2)

    await area.conversations.retry()
    expect(area.conversations.status).toBe("loaded")
    expect(area.conversations.isPollingStopped).toBe(false)
    expect(count("MessagingThreads")).toBe(3)
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreads")).toBe(4)
  })

  it("pauses while the page is hidden and polls at once when it shows again, if a poll fell due", async () => {
    const { area, count, page } = await ainoStore()
    await area.conversations.open()
    await advance(60_000)
    page.set(true)
    await advance(MESSAGING_POLL_INTERVAL_MS * 4)
    expect(count("MessagingThreads")).toBe(1)
    expect(area.conversations.poller.isPaused).toBe(true)
    page.set(false)
    await settled()
    expect(count("MessagingThreads")).toBe(2)
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreads")).toBe(3)
  })

  it("a short hide waits only for the rest of the interval", async () => {
    const { area, count, page } = await ainoStore()
    await area.conversations.open()
    await advance(30_000)
    page.set(true)
    await advance(30_000)
    page.set(false)
    await advance(MESSAGING_POLL_INTERVAL_MS - 60_000 - 1)
    expect(count("MessagingThreads")).toBe(1)
    await advance(1)
    expect(count("MessagingThreads")).toBe(2)
  })
})

describe("polling a thread", () => {
  async function openFirstThread() {
    const store = await ainoStore()
    await store.area.conversations.open()
    store.area.conversations.close()
    const thread = store.area.openThread(store.area.conversations.items[0]!.id)
    await thread.open()
    return { ...store, thread }
  }

  it("refreshes every 120000 ms while open", async () => {
    const { thread, count } = await openFirstThread()
    expect(count("MessagingThreadForCustomer")).toBe(1)
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreadForCustomer")).toBe(2)
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreadForCustomer")).toBe(3)
    thread.close()
    await advance(MESSAGING_POLL_INTERVAL_MS * 2)
    expect(count("MessagingThreadForCustomer")).toBe(3)
  })

  it("stops after an error ('Failed to fetch messages'); a retry restarts it", async () => {
    const { thread, count, failing } = await openFirstThread()
    failing.add("MessagingThreadForCustomer")
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(thread.status).toBe("error")
    expect(thread.isPollingStopped).toBe(true)
    failing.delete("MessagingThreadForCustomer")
    await advance(MESSAGING_POLL_INTERVAL_MS * 3)
    expect(count("MessagingThreadForCustomer")).toBe(2)
    await thread.retry()
    expect(thread.status).toBe("loaded")
    await advance(MESSAGING_POLL_INTERVAL_MS)
    expect(count("MessagingThreadForCustomer")).toBe(4)
  })

  it("pauses while the page is hidden", async () => {
    const { count, page } = await openFirstThread()
    page.set(true)
    await advance(MESSAGING_POLL_INTERVAL_MS * 3)
    expect(count("MessagingThreadForCustomer")).toBe(1)
    page.set(false)
    await settled()
    expect(count("MessagingThreadForCustomer")).toBe(2)
  })
})
