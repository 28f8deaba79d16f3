import { LANG_PART } from "./speechAdapter.ts"

/**
 * What speech mode says of an element: its accessible name, role and state ('Check in, button'; '4, key';
 * 'Larger text, button, not pressed'), computed from the DOM generically so every screen's controls are spoken
 * without knowing the screen. A field's value is read back only where the screen allows it (data-speech-readback);
 * else, and for a private part (data-speech-private, with data-speech-count), only how many characters it holds.
 * A private keypad's keys (data-speech-keys="positions") are named by their place (data-speech-position).
 */
export const SPOKEN_ROLES = [
  "button",
  "key",
  "link",
  "heading",
  "textField",
  "checkbox",
  "radio",
  "tab",
  "option",
  "switch",
  "list",
  "text",
] as const
export type SpokenRole = (typeof SPOKEN_ROLES)[number]

export const SPOKEN_STATES = [
  "pressed",
  "notPressed",
  "checked",
  "notChecked",
  "selected",
  "expanded",
  "collapsed",
  "current",
  "unavailable",
  "invalid",
  "empty",
] as const
export type SpokenState = (typeof SPOKEN_STATES)[number]

/** The words, in the visit's language (locales/*\/kiosk.json "speech"). */
export type DescriptionTexts = {
  role: (role: SpokenRole) => string
  state: (state: SpokenState) => string
  /** A private field's content: how many characters, never which. */
  entered: (count: number) => string
}

const ROLE_ATTRIBUTE: Record<string, SpokenRole> = {
  button: "button",
  link: "link",
  heading: "heading",
  textbox: "textField",
  searchbox: "textField",
  checkbox: "checkbox",
  radio: "radio",
  tab: "tab",
  option: "option",
  switch: "switch",
  menuitem: "button",
  gridcell: "button",
  listbox: "list",
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim()

function otherLanguage(element: Element): string | undefined {
  const lang = element.getAttribute("lang")
  const page = element.ownerDocument.documentElement.lang
  return lang && lang !== page ? lang : undefined
}

/** The text of a subtree as a screen reader would read it: hidden parts skipped, images by their labels. */
export function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ""
  if (!(node instanceof Element)) return ""
  if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) return ""
  // what a private part holds (the identity code's characters) is never read out
  if (node.hasAttribute("data-speech-private")) return ""
  if (node instanceof HTMLElement && node.style.display === "none") return ""
  const label = node.getAttribute("aria-label")
  if (label && node !== node.ownerDocument.body) return ` ${label} `
  if (node instanceof HTMLImageElement) return ` ${node.alt} `
  const block = /^(P|DIV|LI|DT|DD|H[1-6]|SECTION|TR)$/.test(node.tagName)
  let text = ""
  for (const child of node.childNodes) text += textOf(child)
  const lang = otherLanguage(node)
  if (lang) text = `${LANG_PART.start}${lang}${LANG_PART.separator}${text}${LANG_PART.end}`
  return block ? ` ${text} ` : text
}

/** The spoken text of an element's subtree, whitespace collapsed. */
export function spokenText(element: Element): string {
  let text = ""
  for (const child of element.childNodes) text += textOf(child)
  return collapse(text)
}

function byIds(element: Element, ids: string): string {
  const document = element.ownerDocument
  return collapse(
    ids
      .split(/\s+/)
      .map((id) => {
        const labelled = id ? document.getElementById(id) : null
        return labelled ? spokenText(labelled) : ""
      })
      .join(" "),
  )
}

/** The accessible name: aria-labelledby, aria-label, a field's label, an image's alt, else its text. */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby")
  if (labelledBy) {
    const name = byIds(element, labelledBy)
    if (name) return name
  }
  const label = element.getAttribute("aria-label")
  if (label?.trim()) return collapse(label)
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    const labels = [...(element.labels ?? [])].map((label) => spokenText(label)).join(" ")
    if (labels.trim()) return collapse(labels)
    return collapse(element.getAttribute("placeholder") ?? element.getAttribute("title") ?? "")
  }
  if (element instanceof HTMLImageElement) return collapse(element.alt)
  return spokenText(element) || collapse(element.getAttribute("title") ?? "")
}

const TEXT_INPUT_TYPES = ["", "text", "search", "tel", "email", "number", "url", "password"]

/** The role to speak: an explicit role (or data-speech-role, e.g. a keypad's 'key'), else the element's own. */
export function roleOf(element: Element): SpokenRole {
  const speechRole = element.getAttribute("data-speech-role")
  if (speechRole && (SPOKEN_ROLES as readonly string[]).includes(speechRole)) return speechRole as SpokenRole
  const role = element.getAttribute("role")
  if (role && ROLE_ATTRIBUTE[role]) return ROLE_ATTRIBUTE[role]
  const tag = element.tagName
  if (/^H[1-6]$/.test(tag)) return "heading"
  if (tag === "A" && element.hasAttribute("href")) return "link"
  if (tag === "BUTTON" || tag === "SUMMARY") return "button"
  if (element instanceof HTMLInputElement) {
    const type = element.type.toLowerCase()
    if (type === "checkbox") return "checkbox"
    if (type === "radio") return "radio"
    if (["button", "submit", "reset"].includes(type)) return "button"
    if (TEXT_INPUT_TYPES.includes(type)) return "textField"
  }
  if (tag === "TEXTAREA") return "textField"
  if (tag === "SELECT") return "list"
  return "text"
}

/**
 * Whether a field's value is read back: only where a screen allows it (data-speech-readback: the booking code).
 * Kiosk fields hold personal data (identity code, name, phone, email) that a bystander could hear.
 */
function readsBack(element: Element): boolean {
  const hidden = element instanceof HTMLInputElement && element.type === "password"
  return !hidden && !element.closest("[data-speech-private]") && element.hasAttribute("data-speech-readback")
}

/** The states to speak, in a fixed order. */
export function statesOf(element: Element, role: SpokenRole): SpokenState[] {
  const states: SpokenState[] = []
  const pressed = element.getAttribute("aria-pressed")
  if (pressed === "true" || pressed === "mixed") states.push("pressed")
  else if (pressed === "false") states.push("notPressed")
  const checkable = role === "checkbox" || role === "radio" || role === "switch"
  if (checkable) {
    const aria = element.getAttribute("aria-checked")
    const checked = element instanceof HTMLInputElement ? element.checked : aria === "true"
    states.push(checked ? "checked" : "notChecked")
  }
  if (element.getAttribute("aria-selected") === "true") states.push("selected")
  const expanded =
    element.tagName === "SUMMARY"
      ? String(element.parentElement?.hasAttribute("open") ?? false)
      : element.getAttribute("aria-expanded")
  if (expanded === "true") states.push("expanded")
  else if (expanded === "false") states.push("collapsed")
  const current = element.getAttribute("aria-current")
  if (current && current !== "false") states.push("current")
  const disabled =
    element.getAttribute("aria-disabled") === "true" ||
    ((element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.disabled)
  if (disabled) states.push("unavailable")
  if (element.getAttribute("aria-invalid") === "true") states.push("invalid")
  return states
}

/**
 * What a field says of itself besides its name: its hint (aria-describedby) and, while invalid, its error
 * (aria-errormessage), so they are heard at the field and not only in a summary.
 */
function descriptionOf(element: Element): string {
  const ids = [element.getAttribute("aria-describedby") ?? ""]
  if (element.getAttribute("aria-invalid") === "true")
    ids.push(element.getAttribute("aria-errormessage") ?? "")
  return byIds(element, ids.join(" "))
}

/**
 * 'name, role, state, …', with a field's value (or how many characters it has, see readsBack), then its hint and
 * error.
 */
export function describeElement(element: Element, texts: DescriptionTexts): string {
  const role = roleOf(element)
  const privatePart = element.closest("[data-speech-private]")
  const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
  if (privatePart && !field) {
    // e.g. the identity code's boxes: their name and how many characters are in, never which
    const count = Number(privatePart.getAttribute("data-speech-count") ?? 0)
    return [nameOf(privatePart), texts.entered(count), descriptionOf(privatePart)].filter(Boolean).join(", ")
  }
  // a private keypad's key by its place, not its character (unless the visitor asked for the characters)
  const position = element.getAttribute("data-speech-position")
  const byPosition =
    position && element.closest("[data-speech-keys]")?.getAttribute("data-speech-keys") === "positions"
  const parts = [byPosition ? position : nameOf(element)]
  if (role !== "text") parts.push(texts.role(role))
  if (role === "textField" && field) {
    const value = element.value
    if (!value) parts.push(texts.state("empty"))
    else parts.push(readsBack(element) ? value : texts.entered(value.length))
  }
  for (const state of statesOf(element, role)) parts.push(texts.state(state))
  parts.push(descriptionOf(element))
  return parts.filter((part) => part.length > 0).join(", ")
}
