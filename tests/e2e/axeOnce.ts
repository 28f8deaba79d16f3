// axe runs once per page state. A state is what axe reads: the document's markup (with the injected styles of a
// test, such as text spacing) at the viewport's size, under the build's styles, which one run does not change. When
// another journey of the same worker passes the same state, its analysis is not repeated (the rules the fixture
// checks beside axe, the title and sideways scrolling, are: they are cheap).
import { createHash } from "node:crypto"
import type { Page } from "@playwright/test"

/** A key for the page's state as axe would read it now. */
export async function axeStateKey(page: Page): Promise<string> {
  const { markup, width, height } = await page.evaluate(() => ({
    markup: document.documentElement.outerHTML,
    width: window.innerWidth,
    height: window.innerHeight,
  }))
  return createHash("sha256").update(`${width}×${height}\n${markup}`).digest("hex")
}
