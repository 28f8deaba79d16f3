import { describeElement, statesOf, roleOf, type DescriptionTexts } from "./describe.ts"
import { adjacentItem, focusItem, speechItems } from "./navigation.ts"

export type Say = (text: string, interrupt?: boolean) => void

/** The speech cursor: the element last moved to or touched, the focused one when focus moved by itself. */
export type Navigator = {
  current(): Element | undefined
  moveTo(element: Element): void
  move(direction: 1 | -1): void
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
      const next = adjacentItem(speechItems(document), current(), direction)
      if (next) moveTo(next)
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
