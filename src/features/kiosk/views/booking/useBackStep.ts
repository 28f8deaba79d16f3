import { useEffect, useRef } from "react"
import { SPEECH_BACK_EVENT } from "../speech/bus.ts"

type Step = { back: () => boolean; first: boolean }

// the steps on screen, the last one shown first: a part shown within a screen (the keyboard) goes back first
const steps: Step[] = []

function goBack(event: Event): void {
  if (event.defaultPrevented) return
  const ordered = [...steps].reverse().sort((a, b) => Number(b.first) - Number(a.first))
  if (ordered.some((step) => step.back())) event.preventDefault()
}

function onKey(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.altKey || event.ctrlKey || event.metaKey) return
  // a dialog closes itself (the idle warning's Escape continues the visit); speech mode's Escape is its own
  if (document.querySelector("[role=dialog], [role=alertdialog]")) return
  goBack(event)
}

/**
 * Escape goes back one step on the booking screens, never to the start: `back` answers whether it went a step
 * back (a chosen time to the day's times, the form to the chosen time, a key to its field). In speech mode the
 * Escape key is speech mode's back (SPEECH_BACK_EVENT), else the key itself; one press goes one step: the part
 * shown last (or marked `first`, a part within the screen) is asked first, and a step that went back takes the
 * event (preventDefault) from speech mode's own back.
 */
export function useBackStep(back: () => boolean, first = false): void {
  const latest = useRef(back)
  useEffect(() => {
    latest.current = back
  })
  useEffect(() => {
    const step: Step = { back: () => latest.current(), first }
    steps.push(step)
    if (steps.length === 1) {
      window.addEventListener(SPEECH_BACK_EVENT, goBack)
      window.addEventListener("keydown", onKey)
    }
    return () => {
      steps.splice(steps.indexOf(step), 1)
      if (steps.length === 0) {
        window.removeEventListener(SPEECH_BACK_EVENT, goBack)
        window.removeEventListener("keydown", onKey)
      }
    }
  }, [first])
}
