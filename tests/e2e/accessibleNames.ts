// The accessible names Chromium computes for a page state, read from its accessibility tree (what a screen reader
// is given), and the one fault a name can carry that axe does not look for: a space before punctuation
// ("Viestit , 1 lukematon"). Chromium puts a space around an element that is out of the text's flow, such as a
// visually hidden one, so visible text followed by a hidden ", 1 unread" is read with a space before the comma.
import type { Page } from "@playwright/test"

type AXNode = {
  ignored?: boolean
  role?: { value?: unknown }
  name?: { value?: unknown }
}

// Text runs are a name's parts, not names of their own
const TEXT_ROLES = new Set(["StaticText", "InlineTextBox", "LineBreak"])

/** A space (of any kind) right before a comma, full stop, colon, semicolon, question or exclamation mark. */
const SPACE_BEFORE_PUNCTUATION = /\s[,.:;!?](?=\s|$)/u

/** The names on the page that have a space before punctuation, each as "role: name". */
export async function namesWithSpaceBeforePunctuation(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] }
    const faults = new Set<string>()
    for (const node of nodes) {
      const role = typeof node.role?.value === "string" ? node.role.value : ""
      const name = typeof node.name?.value === "string" ? node.name.value : ""
      if (node.ignored || TEXT_ROLES.has(role) || !SPACE_BEFORE_PUNCTUATION.test(name)) continue
      faults.add(`${role}: "${name}"`)
    }
    return [...faults]
  } finally {
    await session.detach()
  }
}
