import { apiError, httpError, isApiError, type ApiError } from "./errors.ts"
import type { ErrorReporter } from "./reporting.ts"

// spec: each request times out after 10 s
export const REQUEST_TIMEOUT_MS = 10_000

export type Fetch = (request: Request) => Promise<Response>

export interface TransportOptions {
  /** The underlying fetch; the default looks globalThis.fetch up on every call so tests can replace it. */
  fetch?: Fetch
  /** The session's csrf token, read on every request; nothing is added while it is empty. */
  getCsrfToken?: () => string | undefined
  timeoutMs?: number
  /** Receives unexpected failures (network, timeout, 5xx), without personal data; see reporting.ts. */
  reportError?: ErrorReporter
}

/**
 * A request's time limit as a signal: aborted `ms` after it is made, unless `clear` is called first. It runs on
 * setTimeout rather than AbortSignal.timeout so that the page's clock drives it: a test that fakes the clock (vitest's
 * fake timers, Playwright's page.clock) moves a stalled request to its time-out at once, and a finished request
 * leaves no timer behind.
 */
export function deadlineAfter(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException("The request timed out", "TimeoutError")),
    ms,
  )
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

function withCsrfToken(url: string, token: string | undefined): string {
  if (!token) return url
  const parsed = new URL(url)
  parsed.searchParams.set("csrfToken", token)
  return parsed.href
}

function classify(error: unknown, caller: AbortSignal, deadline: AbortSignal, timeoutMs: number): ApiError {
  if (isApiError(error)) return error
  // Ask the signals, not the error: a caller may abort with any reason, and fetch rejects with that reason.
  if (caller.aborted) return apiError({ kind: "aborted" }, error)
  if (deadline.aborted) return apiError({ kind: "timeout", timeoutMs }, error)
  return apiError({ kind: "network" }, error)
}

/**
 * The one way src/ reaches the backend: adds the csrf token, gives the request its own time limit, reads the
 * whole body within that limit, and turns every transport failure into an ApiError (network, timeout, aborted).
 * A completed response is returned whatever its status; callers decide what a status means.
 */
export function createTransport(options: TransportOptions = {}): Fetch {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  // The report's code (it names the operation from the contract's table) loads with the first failure, not with
  // the first page; the failed call settles once its report is made.
  const report = async (error: ApiError, request: Request, body: ArrayBuffer | null) => {
    if (!options.reportError || isApiError(error, "aborted")) return
    try {
      const errorReport = (await import("./reporting.ts")).reportFor(error, request, body)
      if (errorReport) options.reportError(errorReport)
    } catch {
      // A report that cannot load (the network is gone) must not change what the caller sees.
    }
  }

  return async function transport(request) {
    const caller = request.signal
    // A fresh timer per request: a signal given to a client at creation would start counting only once.
    const deadline = deadlineAfter(timeoutMs)
    const signal = AbortSignal.any([caller, deadline.signal])
    let body: ArrayBuffer | null = null
    try {
      // The body is buffered rather than passed on as a stream: a stream body needs duplex "half", which
      // browsers only send over HTTP/2.
      body = request.body === null ? null : await request.arrayBuffer()
      const timed = new Request(withCsrfToken(request.url, options.getCsrfToken?.()), {
        method: request.method,
        headers: request.headers,
        body,
        signal,
        credentials: request.credentials,
        cache: request.cache,
        redirect: request.redirect,
        referrerPolicy: request.referrerPolicy,
        integrity: request.integrity,
        keepalive: request.keepalive,
        mode: request.mode,
      })
      const response = await fetch(timed)
      // Reading here keeps a stalled body under the same time limit and the same error mapping.
      const buffered = response.body === null ? null : await response.arrayBuffer()
      if (response.status >= 500) await report(httpError(response.status, undefined), request, body)
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : buffered, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } catch (error) {
      const failure = classify(error, caller, deadline.signal, timeoutMs)
      await report(failure, request, body)
      throw failure
    } finally {
      deadline.clear()
    }
  }
}
