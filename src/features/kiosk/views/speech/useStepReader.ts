import { useEffect } from "react"
import { spokenText } from "./describe.ts"
import type { Say } from "./navigator.ts"
import { isNewStep, LIVE_REGIONS, readStep, type Step } from "./stepText.ts"

/** Changes settle this long before they are read (a screen renders in a few passes). */
const SETTLE_MS = 150

/**
 * Reads each step as it appears (its heading, instructions and alerts), and then every change of a live region
 * on it (errors, 'Looking for your appointment…', how many characters of the code are in) in full.
 */
export function useStepReader(say: Say): void {
  useEffect(() => {
    let last: Step | undefined
    const heard = new WeakMap<Element, string>()
    const liveRegions = () =>
      [...document.querySelectorAll(LIVE_REGIONS)].filter(
        (element) => !element.closest("[data-speech-managed]"),
      )
    const check = () => {
      const step = readStep(document, last)
      if (isNewStep(step, last)) {
        const first = last === undefined
        last = step
        for (const region of liveRegions()) heard.set(region, spokenText(region))
        // the first step is read after speech mode's introduction; a new one instead of what was being said
        if (!step.managed) say(step.text, !first)
        return
      }
      for (const region of liveRegions()) {
        const text = spokenText(region)
        if (heard.get(region) === text) continue
        heard.set(region, text)
        if (text) say(text)
      }
    }
    check()
    let timer: number | undefined
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(check, SETTLE_MS)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [say])
}
