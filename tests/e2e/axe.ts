// axe-core on a page state: the WCAG 2.2 AA rules, once per state.
//
// axe runs in the page's own document, injected once per document (a single-page app keeps it across in-app
// navigations). The app draws no frames, so the top document is the whole page. @axe-core/playwright was the
// runner before: it injected axe anew for each analysis and gathered the results in a new blank page, 1.5–1.9 s an
// analysis on an idle 2-core machine against 0.2–0.4 s here (same rules, same violations).
//
// A state is what axe reads: the document's markup (with the injected styles of a test, such as text spacing) at the
// viewport's size, under the build's styles, which one run does not change. When another journey of the same worker
// passes the same state, its analysis is not repeated.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { createHash } from "node:crypto"
import type { Page } from "@playwright/test"
import type { AxeResults, RunOptions } from "axe-core"

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]

/** Only violations are collected: the passes' selectors are what makes a run slow and nobody reads them. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  resultTypes: ["violations"],
}

/** A key for the page's state as axe would read it now. */
export async function axeStateKey(page: Page): Promise<string> {
  const { markup, width, height } = await page.evaluate(() => ({
    markup: document.documentElement.outerHTML,
    width: window.innerWidth,
    height: window.innerHeight,
  }))
  return createHash("sha256").update(`${width}×${height}\n${markup}`).digest("hex")
}

/** The violations of the WCAG 2.2 AA rules (or of `options`' rules) on the page as it is now, one readable entry each. */
export async function axeViolations(page: Page, options: RunOptions = RUN_OPTIONS): Promise<string[]> {
  const injected = await page.evaluate(() => "axe" in window)
  if (!injected) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe
    return (await axe.run(document, runOptions)).violations
  }, options)
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary}`).join("\n"),
  )
}
