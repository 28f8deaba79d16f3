import { modalScope } from "./navigation.ts"
import { spokenText } from "./describe.ts"

/**
 * What speech mode reads when a step appears: its heading, then its instructions (elements marked
 * data-speech-instructions, else the paragraph right after the heading) and any alert on it. A step within a page
 * (the same h1: the check-in's appointment after its code, a chosen time under the list) is read from its new
 * second-level headings, each with its section.
 */
export type Step = {
  /** The step's headings: new ones tell a new step. */
  headings: string[]
  h1: string
  text: string
  /** A dialog that speaks for itself (data-speech-managed: the idle warning's countdown). */
  managed: boolean
}

export const LIVE_REGIONS = "[role=alert], [role=status], [aria-live]:not([aria-live=off])"
const SECTIONS = "[data-speech-instructions], section, article, [role=region], .notice"

const unique = <T>(items: T[]) => [...new Set(items)]

/** The step on the screen; `previous` (the step read before) tells which second-level headings are new. */
export function readStep(document: Document, previous?: Step): Step {
  const dialog = modalScope(document)
  const scope = dialog ?? document.getElementById("main") ?? document.body
  const h1Element = scope.querySelector("h1") ?? (dialog ? scope.querySelector("h2") : null)
  const h1 = h1Element ? spokenText(h1Element) : ""
  const h2s = [...scope.querySelectorAll("h2")].filter((element) => element !== h1Element)
  const headings = [`${dialog ? "dialog" : "main"}:${h1}`, ...h2s.map((element) => spokenText(element))]
  const alerts = [...scope.querySelectorAll("[role=alert]")]
  const managed = dialog?.hasAttribute("data-speech-managed") ?? false
  const marked = [...scope.querySelectorAll("[data-speech-instructions]")]
  const sameH1 = previous !== undefined && previous.headings[0] === headings[0]
  const added = sameH1 ? h2s.filter((element) => !previous.headings.includes(spokenText(element))) : []
  let parts: Element[]
  if (added.length > 0) {
    const sections = added.map((element) => element.closest(SECTIONS) ?? element)
    parts = unique([...sections, ...marked.filter((element) => !sections.some((s) => s.contains(element)))])
  } else {
    const instructions =
      marked.length > 0 ? marked : [scope.querySelector("h1 ~ p")].filter((p) => p !== null)
    parts = h1Element ? [h1Element, ...instructions] : instructions
  }
  const text = unique([...parts, ...alerts])
    .map((element) => spokenText(element))
    .filter(Boolean)
    .join(". ")
  return { headings, h1, text, managed }
}

/** Whether `step` is another step than `previous` (a heading came or went). */
export function isNewStep(step: Step, previous: Step | undefined): boolean {
  return previous === undefined || step.headings.join("|") !== previous.headings.join("|")
}
