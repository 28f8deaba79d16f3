import { test as base, expect, type Page } from "@playwright/test"
import { namesWithSpaceBeforePunctuation } from "./accessibleNames.ts"
import { axeStateKey, axeViolations } from "./axe.ts"
import { installSandboxClock } from "./clock.ts"
import { expectPageRules } from "./pageRules.ts"
// every spec imports the fixtures: its addresses come from the composed route table
import "./routeTable.ts"

export type SandboxEnvironment =
  "adult-development" | "adult-production" | "children-development" | "children-production"

type Fixtures = {
  /** The brand and environment the sandbox reports for this browser context. */
  environment: SandboxEnvironment
  /**
   * Runs axe with the WCAG 2.2 AA tags on the page as it is now and fails on any violation, or on an accessible name
   * with a space before punctuation.
   */
  expectAccessible: (state: string) => Promise<void>
  /** The Content-Security-Policy violations the test's pages log, which fail the test (none is allowed). */
  cspViolations: { entries: string[] }
}

type WorkerFixtures = {
  /** The page states this worker's tests have had analysed by axe, as axeStateKey gives them. */
  axeAnalysed: Set<string>
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  axeAnalysed: [async ({}, use) => use(new Set()), { scope: "worker" }],
  environment: ["adult-development", { option: true }],
  cspViolations: async ({}, use) => {
    await use({ entries: [] })
  },
  // Every page the test visits runs under the served Content-Security-Policy: any violation fails the test
  context: async ({ context, environment, baseURL, cspViolations }, use) => {
    await context.addCookies([{ name: "sandbox-environment", value: environment, url: baseURL ?? "" }])
    context.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
        cspViolations.entries.push(`${message.location().url}: ${message.text()}`)
      }
    })
    await use(context)
    expect(cspViolations.entries, "Content-Security-Policy violations").toEqual([])
  },
  // Under E2E_NOW the sandbox runs at a moment of its own: the browser's clock follows it from the first load.
  page: async ({ page }, use) => {
    if (process.env.E2E_NOW) await installSandboxClock(page)
    await use(page)
  },
  // Each page state the test checks also has its own document title (portal pages) and no sideways scrolling
  expectAccessible: async ({ page, axeAnalysed }, use, testInfo) => {
    await use(async (state: string) => {
      await expectPageRules(page, state)
      const key = await axeStateKey(page)
      if (axeAnalysed.has(key)) {
        testInfo.annotations.push({ type: "axe", description: `"${state}": a state analysed before` })
        return
      }
      expect(await axeViolations(page), `axe violations in state "${state}"`).toEqual([])
      expect(
        await namesWithSpaceBeforePunctuation(page),
        `accessible names with a space before punctuation in state "${state}"`,
      ).toEqual([])
      axeAnalysed.add(key)
    })
  },
})

export { expect }

/**
 * How long a first frame may wait for the app's code, the session and the page's data: a page's first load parses
 * all of its code, which on a 2-core machine that other test runs share took more than the 10 s of one request.
 */
export const LIVE_PAGE_TIMEOUT = 30_000

/**
 * Waits until the app has rendered its main landmark with a first-level heading: the live page, not a first frame
 * (targets/shared/firstFrame.ts), which shows the same and is inert until the code replaces it.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: LIVE_PAGE_TIMEOUT })
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
}
