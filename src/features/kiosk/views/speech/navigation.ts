/**
 * Moving element by element in speech mode (swipe, arrow keys, Tab): the headings and controls of the screen in
 * document order, or of the open dialog only (the rest of the screen is inert behind it).
 */
const ITEMS = [
  "h1",
  "h2",
  "h3",
  "button",
  "a[href]",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=switch]",
  "[role=tab]",
  "[role=option]",
  "[tabindex]:not([tabindex='-1'])",
  "[data-speech-item]",
].join(",")

/** The open modal dialog, if any: speech mode stays inside it as focus does. */
export function modalScope(document: Document): Element | undefined {
  const dialogs = document.querySelectorAll("[role=dialog], [role=alertdialog]")
  return dialogs[dialogs.length - 1]
}

function isShown(element: Element): boolean {
  if (element.closest("[aria-hidden=true], [inert], [hidden]")) return false
  if (element instanceof HTMLElement && typeof element.checkVisibility === "function")
    return element.checkVisibility({ visibilityProperty: true })
  return true
}

const CONTROLS = "button, a[href], summary, [role=button], [role=link], [role=option], [role=tab]"

function isSkipped(element: Element): boolean {
  // a natively disabled control cannot take focus (aria-disabled ones can, and are spoken as unavailable)
  if ((element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.disabled)
    return true
  // the parts of a control (a button's inner elements) are the control
  return element.parentElement?.closest(CONTROLS) != null
}

/** The elements to move through, in document order. */
export function speechItems(document: Document): HTMLElement[] {
  const scope = modalScope(document) ?? document.body
  return [...scope.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (element) => isShown(element) && !isSkipped(element),
  )
}

/**
 * The item after (or before) `from`; `from` need not be an item any more (a key that became disabled, a screen that
 * changed): the move goes from its place in the document. Wraps around at either end.
 */
export function adjacentItem(
  items: readonly HTMLElement[],
  from: Element | undefined,
  direction: 1 | -1,
): HTMLElement | undefined {
  if (items.length === 0) return undefined
  const index = from ? items.indexOf(from as HTMLElement) : -1
  if (index >= 0) return items[(index + direction + items.length) % items.length]
  if (from?.isConnected) {
    const after = items.findIndex(
      (item) => (from.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    )
    if (direction === 1) return items[after === -1 ? 0 : after]
    const before = (after === -1 ? items.length : after) - 1
    return items[(before + items.length) % items.length]
  }
  return direction === 1 ? items[0] : items[items.length - 1]
}

/** Focuses an item for the eye as well (a heading takes focus only from script: tabindex -1). */
export function focusItem(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1")
  element.focus()
}

/** The screen's own part: the open dialog, else the main content (the header's controls are not in it). */
function mainScope(document: Document): Element {
  return modalScope(document) ?? document.getElementById("main") ?? document.body
}

/** Where a visitor starts on a screen (the first move, Home in speech mode): the first item of the main content. */
export function mainStart(document: Document): HTMLElement | undefined {
  const scope = mainScope(document)
  return speechItems(document).find((item) => scope.contains(item))
}

/**
 * The screen's main action (End in speech mode): one marked data-main-action, else the form's submit, else the
 * first primary button or link of the main content ('Check in', 'Find my booking', 'Done').
 */
export function mainAction(document: Document): HTMLElement | undefined {
  const scope = mainScope(document)
  const items = speechItems(document).filter((item) => scope.contains(item))
  return (
    items.find((item) => item.matches("[data-main-action]")) ??
    items.find((item) => item.matches("[type=submit]")) ??
    items.find((item) => item.matches(".button:not([data-variant])"))
  )
}
