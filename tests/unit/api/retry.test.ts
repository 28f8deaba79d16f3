import { describe, expect, it } from "vitest"
import { apiError } from "../../../src/platform/api/errors.ts"
import {
  DEFAULT_RETRY_POLICY,
  retryDelay,
  withRetry,
  type RetryPolicy,
} from "../../../src/platform/api/retry.ts"

const failing = () => Promise.reject(apiError({ kind: "network" }))

function recorder() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

describe("retry policy", () => {
  it("defaults to no retries with a 300 ms base delay", () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ retries: 0, baseDelayMs: 300 })
  })

  it("by default tries once and passes the failure on", async () => {
    const { delays, sleep } = recorder()
    let attempts = 0
    const attempt = () => (attempts++, failing())
    await expect(withRetry(attempt, { shouldRetry: () => true, sleep })).rejects.toMatchObject({
      kind: "network",
    })
    expect(attempts).toBe(1)
    expect(delays).toEqual([])
  })

  it("backs off exponentially from the base delay", () => {
    const policy: RetryPolicy = { retries: 4, baseDelayMs: 300 }
    expect([1, 2, 3, 4].map((retry) => retryDelay(retry, policy, () => 0))).toEqual([300, 600, 1200, 2400])
  })

  it("adds jitter of less than one base delay", () => {
    const policy: RetryPolicy = { retries: 3, baseDelayMs: 300 }
    for (let retry = 1; retry <= 3; retry++) {
      const backoff = 300 * 2 ** (retry - 1)
      for (const random of [0, 0.25, 0.5, 0.999999]) {
        const delay = retryDelay(retry, policy, () => random)
        expect(delay).toBeGreaterThanOrEqual(backoff)
        expect(delay).toBeLessThan(backoff + 300)
      }
    }
    const spread = new Set(Array.from({ length: 50 }, () => retryDelay(1, policy)))
    expect(spread.size).toBeGreaterThan(1)
  })

  it("retries as often as the policy allows, waiting longer each time", async () => {
    const { delays, sleep } = recorder()
    let attempts = 0
    const attempt = () => (attempts++, failing())
    const policy = { retries: 3, baseDelayMs: 300 }
    await expect(withRetry(attempt, { policy, shouldRetry: () => true, sleep })).rejects.toBeDefined()
    expect(attempts).toBe(4)
    expect(delays).toHaveLength(3)
    expect(delays[0]!).toBeLessThan(delays[1]!)
    expect(delays[1]!).toBeLessThan(delays[2]!)
  })

  it("stops at the first success", async () => {
    const { sleep } = recorder()
    let attempts = 0
    const attempt = () => (++attempts < 3 ? failing() : Promise.resolve("ok"))
    const policy = { retries: 5, baseDelayMs: 1 }
    const result = await withRetry(attempt, { policy, shouldRetry: (outcome) => !outcome.ok, sleep })
    expect(result).toBe("ok")
    expect(attempts).toBe(3)
  })

  it("does not retry what shouldRetry rejects, nor after the caller aborted", async () => {
    const { sleep } = recorder()
    const policy = { retries: 5, baseDelayMs: 1 }
    let attempts = 0
    const attempt = () => (attempts++, failing())
    await expect(withRetry(attempt, { policy, shouldRetry: () => false, sleep })).rejects.toBeDefined()
    expect(attempts).toBe(1)
    await expect(
      withRetry(attempt, { policy, shouldRetry: () => true, sleep, signal: AbortSignal.abort() }),
    ).rejects.toBeDefined()
    expect(attempts).toBe(2)
  })

  it("an abort during the wait ends it as aborted", async () => {
    const controller = new AbortController()
    const policy = { retries: 1, baseDelayMs: 60_000 }
    const pending = withRetry(failing, { policy, shouldRetry: () => true, signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toMatchObject({ kind: "aborted" })
  })
})
