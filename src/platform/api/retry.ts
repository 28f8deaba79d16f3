import { apiError } from "./errors.ts"

export interface RetryPolicy {
  /** Further attempts after the first one fails. */
  retries: number
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  baseDelayMs: number
}

// spec: the retry count defaults to 0, with a 300 ms base delay and backoff plus jitter
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 0, baseDelayMs: 300 }

/**
 * Wait before retry number `retry` (1-based): exponential backoff plus up to one base delay of jitter, so
 * retry n waits between base·2^(n-1) and base·2^(n-1) + base, and clients that failed together spread out.
 */
export function retryDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const backoff = policy.baseDelayMs * 2 ** (retry - 1)
  return backoff + Math.floor(random() * policy.baseDelayMs)
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown }

export interface RetryOptions<T> {
  policy?: RetryPolicy
  /** Whether this outcome is worth another attempt; an aborted caller is never retried. */
  shouldRetry: (outcome: Outcome<T>) => boolean
  signal?: AbortSignal | null
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>
  random?: () => number
}

function sleepFor(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer)
      reject(apiError({ kind: "aborted" }, signal?.reason))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted)
      resolve()
    }, ms)
    signal?.addEventListener("abort", aborted, { once: true })
  })
}

/** Runs `attempt` once, then again while the policy allows and `shouldRetry` says the outcome is worth it. */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const { policy = DEFAULT_RETRY_POLICY, signal, sleep = sleepFor, random } = options
  for (let retry = 1; ; retry++) {
    let outcome: Outcome<T>
    try {
      outcome = { ok: true, value: await attempt() }
    } catch (error) {
      outcome = { ok: false, error }
    }
    if (retry > policy.retries || signal?.aborted || !options.shouldRetry(outcome)) {
      if (outcome.ok) return outcome.value
      throw outcome.error
    }
    await sleep(retryDelay(retry, policy, random), signal)
  }
}
