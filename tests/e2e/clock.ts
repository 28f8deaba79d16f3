// The browser and the sandbox keep one time. E2E_NOW (npm run test:clocks) starts the sandbox at that moment
// (SANDBOX_NOW); every page then gets Playwright's clock at the sandbox's now before it loads anything.
import type { Page } from "@playwright/test"
import { clockStartingAt, parseClockSetting, systemClock } from "../../src/domain/clock.ts"
import { SANDBOX_URL } from "./ports.ts"

const installed = new WeakSet<Page>()

/** The sandbox's now, epoch milliseconds. */
export async function sandboxNow(): Promise<number> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/clock`)
  if (!answer.ok) throw new Error(`GET /__sandbox/clock answered ${answer.status}`)
  const { now } = (await answer.json()) as { now: string }
  return Date.parse(now)
}

/**
 * The tests' own reading of now, for choosing days: E2E_NOW from this worker's start, else the machine's. It trails
 * the sandbox (which started earlier) by the minutes in between, which matters to no day chosen here: the moments of
 * the clock matrix stay half an hour clear of midnight.
 */
export const e2eNow = process.env.E2E_NOW
  ? clockStartingAt(parseClockSetting("E2E_NOW", process.env.E2E_NOW))
  : systemClock

/** yyyy-MM-dd of the Helsinki day `days` from today, by e2eNow. */
export function helsinkiDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(
    new Date(e2eNow() + days * 86_400_000),
  )
}

/** Installs the page's controllable clock at the sandbox's now, once per page (later calls change nothing). */
export async function installSandboxClock(page: Page): Promise<void> {
  if (installed.has(page)) return
  installed.add(page)
  await page.clock.install({ time: await sandboxNow() })
}
