import { describeElement, statesOf, roleOf, type DescriptionTexts } from "./describe.ts"
import { adjacentItem, focusItem, mainAction, mainStart, speechItems } from "./navigation.ts"

export type Say = (text: string, interrupt?: boolean) => void

/** The speech cursor: the element last moved to or touched, the focused one when focus moved by itself. */
export type Navigator = {
  current(): Element | undefined
  moveTo(element: Element): void
  move(direction: 1 | -1): void
  /** To the main content's first item (Home) or the screen's main action (End). */
  jump(to: "start" | "action"): void
  activate(element?: Element): void
  /** True while speech mode itself activates an element (its click must get through). */
  readonly activating: boolean
}

/** Whether an element's state changes by activating it in place (a toggle), so the new state is spoken. */
function hasState(element: Element): boolean {
  const role = roleOf(element)
  return (
    element.hasAttribute("aria-pressed") ||
    element.hasAttribute("aria-expanded") ||
    role === "checkbox" ||
    role === "radio" ||
    role === "switch"
  )
}

export function createNavigator(document: Document, texts: () => DescriptionTexts, say: Say): Navigator {
  let cursor: Element | undefined
  let activating = false
  const current = () => {
    const active = document.activeElement
    return active && active !== document.body ? active : cursor
  }
  const moveTo = (element: Element) => {
    cursor = element
    if (element instanceof HTMLElement && speechItems(document).includes(element)) focusItem(element)
    say(describeElement(element, texts()), true)
  }
  return {
    current,
    moveTo,
    move(direction) {
      const from = current()
      // the first move on a screen lands in its main content, not on the header's controls (back reaches them)
      const start = !from || !from.isConnected ? mainStart(document) : undefined
      const next = start ?? adjacentItem(speechItems(document), from, direction)
      if (next) moveTo(next)
    },
    jump(to) {
      const target = to === "start" ? mainStart(document) : mainAction(document)
      if (target) moveTo(target)
    },
    activate(element = current()) {
      if (!(element instanceof HTMLElement)) return
      activating = true
      try {
        element.click()
      } finally {
        activating = false
      }
      if (!hasState(element)) return
      // a toggle stays where it is: say its new state once the screen has followed
      window.setTimeout(() => {
        if (element.isConnected && statesOf(element, roleOf(element)).length > 0)
          say(describeElement(element, texts()), true)
      }, 150)
    },
    get activating() {
      return activating
    },
  }
}
