// Holding a request to look at a page's waiting state: on a busy machine the checks of that state can take longer
// than the client's request time limit (tested on its own in the unit tests and the fault matrix), so the held page
// runs without it.
import type { Page } from "@playwright/test"
import { REQUEST_TIMEOUT_MS } from "../../../src/platform/api/transport.ts"

/**
 * The page's requests get no time limit: the transport's deadline is a timer of exactly REQUEST_TIMEOUT_MS
 * (deadlineAfter), and a timer of that length is never started. Every other timer runs as it would.
 */
export async function withoutRequestDeadline(page: Page): Promise<void> {
  await page.addInitScript((deadline) => {
    const start = window.setTimeout.bind(window)
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      ms === deadline ? 0 : start(handler, ms, ...rest)) as typeof window.setTimeout
  }, REQUEST_TIMEOUT_MS)
}
