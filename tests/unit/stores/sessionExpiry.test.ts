import { types } from "mobx-state-tree"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { sessionAlarms } from "../../../src/domain/session.ts"
import { createStoreEnv, type StoreEnvOptions } from "../../../src/platform/api/env.ts"
import { clockOffsetOf } from "../../../src/kit/stores/Session.ts"
import { watchSessionExpiry } from "../../../src/kit/stores/sessionExpiry.ts"

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0)
const seconds = (n: number) => n * 1000

describe("sessionAlarms", () => {
  it("warns 90 s and 30 s before the end, then ends", () => {
    expect(sessionAlarms(NOW + seconds(600), NOW)).toEqual([
      { kind: "warning", secondsLeft: 90, atMs: NOW + seconds(510) },
      { kind: "warning", secondsLeft: 30, atMs: NOW + seconds(570) },
      { kind: "expired", atMs: NOW + seconds(600) },
    ])
  })

  it("warns at once with the time left when the 90 s moment has passed", () => {
    expect(sessionAlarms(NOW + seconds(60), NOW)).toEqual([
      { kind: "warning", secondsLeft: 60, atMs: NOW },
      { kind: "warning", secondsLeft: 30, atMs: NOW + seconds(30) },
      { kind: "expired", atMs: NOW + seconds(60) },
    ])
  })

  it("does not warn twice when the 30 s warning is due right now", () => {
    expect(sessionAlarms(NOW + seconds(30), NOW)).toEqual([
      { kind: "warning", secondsLeft: 30, atMs: NOW },
      { kind: "expired", atMs: NOW + seconds(30) },
    ])
  })

  it("warns once with the seconds left in the last 30 s", () => {
    expect(sessionAlarms(NOW + 12_400, NOW)).toEqual([
      { kind: "warning", secondsLeft: 13, atMs: NOW },
      { kind: "expired", atMs: NOW + 12_400 },
    ])
  })

  it("ends at once a session already over", () => {
    expect(sessionAlarms(NOW - 1, NOW)).toEqual([{ kind: "expired", atMs: NOW }])
    expect(sessionAlarms(NOW, NOW)).toEqual([{ kind: "expired", atMs: NOW }])
  })
})

describe("watchSessionExpiry", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A node on a StoreEnv whose clock is the faked Date and whose timers are the browser's (faked by vitest). */
  function nodeOn(options: Partial<StoreEnvOptions> = {}) {
    const env = createStoreEnv({
      now: () => Date.now(),
      baseUrl: "http://backend.test",
      getCsrfToken: () => undefined,
      ...options,
    })
    return types.model("Watched", {}).create({}, env)
  }

  function watch(expiresInMs: number, node = nodeOn()) {
    const events: string[] = []
    // the timers are faked, and the watch reads the faked time through the tree's clock
    const stop = watchSessionExpiry(node, NOW + expiresInMs, {
      onWarning: (left) => events.push(`warning ${left}`),
      onExpired: () => events.push("expired"),
    })
    return { events, stop }
  }

  it("gives the two warnings and the end at their moments", () => {
    const { events } = watch(seconds(300))
    vi.advanceTimersByTime(seconds(210) - 1)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(["warning 90"])
    vi.advanceTimersByTime(seconds(60))
    expect(events).toEqual(["warning 90", "warning 30"])
    vi.advanceTimersByTime(seconds(30) - 1)
    expect(events).toEqual(["warning 90", "warning 30"])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(["warning 90", "warning 30", "expired"])
  })

  it("stops every timer when asked", () => {
    const { events, stop } = watch(seconds(100))
    vi.advanceTimersByTime(seconds(20))
    expect(events).toEqual(["warning 90"])
    stop()
    vi.advanceTimersByTime(seconds(200))
    expect(events).toEqual(["warning 90"])
  })

  it("ends at once a session that is already over", () => {
    const { events } = watch(-seconds(5))
    vi.advanceTimersByTime(0)
    expect(events).toEqual(["expired"])
  })

  it("runs on the tree's timers (StoreEnv.timers), and stops them there", () => {
    const set: number[] = []
    const cleared: unknown[] = []
    const timers = {
      setTimeout: (_callback: () => void, ms: number) => set.push(ms),
      clearTimeout: (timer: unknown) => void cleared.push(timer),
    }
    const { events, stop } = watch(seconds(300), nodeOn({ timers }))
    expect(set).toEqual([seconds(210), seconds(270), seconds(300)])
    vi.advanceTimersByTime(seconds(300))
    expect(events).toEqual([])
    stop()
    expect(cleared).toEqual([1, 2, 3])
  })
})

describe("clockOffsetOf", () => {
  const at = Date.UTC(2026, 10, 22, 10, 0, 0)
  it("is 0 while the clocks agree within the Date header's precision", () => {
    expect(clockOffsetOf(new Date(at + 1_000).toUTCString(), at, at + 300)).toBe(0)
    expect(clockOffsetOf(null, at, at)).toBe(0)
    expect(clockOffsetOf("not a date", at, at)).toBe(0)
  })

  it("measures a browser clock that is minutes off", () => {
    expect(clockOffsetOf(new Date(at).toUTCString(), at + 31 * 60_000, at + 31 * 60_000)).toBe(-31 * 60_000)
    expect(clockOffsetOf(new Date(at + 10 * 60_000).toUTCString(), at, at)).toBe(10 * 60_000)
  })
})
