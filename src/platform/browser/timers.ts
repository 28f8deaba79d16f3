/** Timers as stores use them (polling, a toast's delay, the session's alarms): the browser's, or a test's own. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

/**
 * The global timers, looked up at each call rather than kept, so vitest's fake timers (installed after the store
 * is made) replace them too.
 */
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
}
