import { destroy, types } from "mobx-state-tree"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createStoreEnv } from "../../../../src/platform/api/env.ts"
import type { VisibilitySource } from "../../../../src/platform/browser/visibility.ts"
import { PollerModel, pollDelay } from "../../../../src/kit/stores/Poller.ts"

const INTERVAL = 120_000

// A store that polls, as the messaging lists will: the poller is its child, so it stops with it.
const Owner = types.model("Owner", { poller: types.optional(PollerModel, {}) })

/** The page's visibility, switched by the test. */
function visibility(hidden = false) {
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
    listeners,
    set(value: boolean) {
      hidden = value
      listeners.forEach((listener) => listener())
    },
  }
}

/** A task whose polls the test answers one by one. */
function task() {
  const pending: { resolve(ok?: boolean): void; reject(): void }[] = []
  let calls = 0
  const run = () =>
    new Promise<boolean | undefined>((resolve, reject) => {
      calls += 1
      pending.push({ resolve: (ok) => resolve(ok), reject: () => reject(new Error("poll failed")) })
    })
  return {
    run,
    get calls() {
      return calls
    },
    get inFlight() {
      return pending.length
    },
    async succeed() {
      pending.shift()!.resolve()
      await vi.advanceTimersByTimeAsync(0)
    },
    async fail() {
      pending.shift()!.reject()
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

/** The owner on a StoreEnv with the page's visibility given and the browser's timers (faked by vitest). */
function owner(page: VisibilitySource = visibility().source) {
  // the tree's clock is the faked Date, so timers and now move together
  const env = createStoreEnv({
    now: () => Date.now(),
    baseUrl: "http://backend.test",
    getCsrfToken: () => undefined,
    visibility: page,
  })
  return Owner.create({}, env)
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-24T08:40:00+02:00") })
})
afterEach(() => {
  vi.useRealTimers()
})

describe("Poller", () => {
  it("polls one interval after start and one interval after each poll ends", async () => {
    const { poller } = owner()
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL })
    expect(poller.isRunning).toBe(true)
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(work.calls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(work.calls).toBe(1)
    expect(poller.isPolling).toBe(true)
    // the answer takes a while: the next interval counts from its end
    await vi.advanceTimersByTimeAsync(5_000)
    await work.succeed()
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(work.calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(work.calls).toBe(2)
  })

  it("never overlaps: a poll asked for while one runs joins it", async () => {
    const { poller } = owner()
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL, immediate: true })
    expect(work.calls).toBe(1)
    const joined = poller.pollNow()
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(work.calls).toBe(1)
    expect(work.inFlight).toBe(1)
    await work.succeed()
    await joined
    expect(poller.isPolling).toBe(false)
  })

  it("pauses while the page is hidden and polls on showing when a poll fell due meanwhile", async () => {
    const page = visibility()
    const { poller } = owner(page.source)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL })
    await vi.advanceTimersByTimeAsync(30_000)
    page.set(true)
    expect(poller.isPaused).toBe(true)
    await vi.advanceTimersByTimeAsync(INTERVAL * 5)
    expect(work.calls).toBe(0)
    page.set(false)
    expect(poller.isPaused).toBe(false)
    expect(work.calls).toBe(1)
  })

  it("after a short hide waits only the rest of the interval", async () => {
    const page = visibility()
    const { poller } = owner(page.source)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL })
    await vi.advanceTimersByTimeAsync(30_000)
    page.set(true)
    await vi.advanceTimersByTimeAsync(10_000)
    page.set(false)
    await vi.advanceTimersByTimeAsync(INTERVAL - 40_000 - 1)
    expect(work.calls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(work.calls).toBe(1)
  })

  it("does not start polling while the page starts hidden", async () => {
    const page = visibility(true)
    const { poller } = owner(page.source)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL, immediate: true })
    await vi.advanceTimersByTimeAsync(INTERVAL * 2)
    expect(work.calls).toBe(0)
    page.set(false)
    expect(work.calls).toBe(1)
  })

  it("backs off after failures (a rejection or false) and returns to the interval after a success", async () => {
    const options = { intervalMs: 1_000, backoff: { factor: 2, maxDelayMs: 5_000 } }
    expect([0, 1, 2, 3, 4].map((failures) => pollDelay(options, failures))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ])
    const { poller } = owner()
    let calls = 0
    // the first poll rejects, the second answers false, the rest succeed
    const work = async () => {
      calls += 1
      if (calls === 1) throw new Error("down")
      return calls !== 2
    }
    poller.start(work, { ...options })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toBe(1)
    expect(poller.failures).toBe(1)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(poller.failures).toBe(2)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(3)
    expect(poller.failures).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toBe(4)
  })

  it("stops after an error when told to (spec messaging: polling stops after an error), and starts afresh", async () => {
    const page = visibility()
    const { poller } = owner(page.source)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL, stopAfterFailures: 1 })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    await work.fail()
    expect(poller.isRunning).toBe(false)
    expect(poller.stoppedAfterFailure).toBe(true)
    expect(page.listeners.size).toBe(0)
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(work.calls).toBe(1)
    poller.start(work.run, { intervalMs: INTERVAL, stopAfterFailures: 1 })
    expect(poller.stoppedAfterFailure).toBe(false)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(work.calls).toBe(2)
  })

  it("stops when its owner is destroyed, and a poll in flight then schedules nothing", async () => {
    const page = visibility()
    const store = owner(page.source)
    const work = task()
    store.poller.start(work.run, { intervalMs: INTERVAL })
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(work.calls).toBe(1)
    destroy(store)
    expect(page.listeners.size).toBe(0)
    await work.succeed()
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(work.calls).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("stop leaves no timer behind; a poll that ends after a new start does not count for it", async () => {
    const page = visibility()
    const { poller } = owner(page.source)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL })
    poller.stop()
    expect(vi.getTimerCount()).toBe(0)
    expect(poller.isRunning).toBe(false)

    poller.start(work.run, {
      intervalMs: INTERVAL,
      immediate: true,
      stopAfterFailures: 1,
    })
    poller.start(work.run, { intervalMs: INTERVAL, stopAfterFailures: 1 })
    await work.fail()
    expect(poller.isRunning).toBe(true)
    expect(poller.failures).toBe(0)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(work.calls).toBe(2)
  })

  it("waits on the tree's timers (StoreEnv.timers), set and cleared there", async () => {
    const waits: number[] = []
    const cleared: unknown[] = []
    const timers = {
      setTimeout: (_callback: () => void, ms: number) => waits.push(ms),
      clearTimeout: (timer: unknown) => void cleared.push(timer),
    }
    const env = createStoreEnv({
      now: () => Date.now(),
      baseUrl: "http://backend.test",
      getCsrfToken: () => undefined,
      visibility: visibility().source,
      timers,
    })
    const { poller } = Owner.create({}, env)
    const work = task()
    poller.start(work.run, { intervalMs: INTERVAL })
    expect(waits).toEqual([INTERVAL])
    expect(vi.getTimerCount()).toBe(0)
    poller.stop()
    expect(cleared).toEqual([1])
  })
})
