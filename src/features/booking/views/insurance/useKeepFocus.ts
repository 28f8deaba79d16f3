import { useEffect, useRef } from "react"

/**
 * When the buttons of a step change (a result replaces 'Verify'), the focused button may be gone: focus then
 * moves to the panel's heading (tabindex -1) instead of the page's start, and the live region reads the result.
 */
export function useKeepFocus<T extends HTMLElement>(step: string) {
  const heading = useRef<T>(null)
  const panel = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const active = document.activeElement
    const lost = active === null || active === document.body || !active.isConnected
    if (lost) heading.current?.focus()
  }, [step])
  return { heading, panel }
}
