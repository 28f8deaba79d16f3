// WCAG 2.4.11 (focus not obscured) while toasts show: loaded with the first toast (ToastProvider), so no first load
// carries it, and from then on watching the toasts' region. docs/decisions/0016.

// The height the toasts take at the bottom of the window, for the page's end padding and scroll padding (toast.css).
const TOAST_INSET = "--toast-inset"

/**
 * Until the returned function is called, while toasts show in `region`: the page gets room at its end and scroll
 * padding as tall as they are (the last footer links can scroll above them), kept in step with their size, and a
 * control that has or gets focus under them is scrolled into view above them. Without toasts, nothing changes.
 */
export function keepFocusInSight(region: HTMLElement): () => void {
  const root = document.documentElement
  const toastsTop = () => {
    const lists = [...region.children].filter((list) => list.childElementCount > 0)
    return lists.length === 0
      ? window.innerHeight
      : Math.min(...lists.map((list) => list.getBoundingClientRect().top))
  }
  const keepInSight = (target: EventTarget | null) => {
    if (!(target instanceof HTMLElement) || region.contains(target)) return
    if (target.getBoundingClientRect().bottom > toastsTop()) target.scrollIntoView({ block: "nearest" })
  }
  const measure = () => {
    const inset = Math.max(0, window.innerHeight - toastsTop())
    if (inset === 0) root.style.removeProperty(TOAST_INSET)
    else root.style.setProperty(TOAST_INSET, `${inset}px`)
    keepInSight(document.activeElement)
  }
  measure()
  const onFocus = (event: FocusEvent) => keepInSight(event.target)
  // a toast added or gone changes the region's children; a new window size, their height
  const changed = new MutationObserver(measure)
  changed.observe(region, { childList: true, subtree: true })
  window.addEventListener("resize", measure)
  document.addEventListener("focusin", onFocus)
  return () => {
    changed.disconnect()
    window.removeEventListener("resize", measure)
    document.removeEventListener("focusin", onFocus)
    root.style.removeProperty(TOAST_INSET)
  }
}
