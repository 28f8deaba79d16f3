import { useLayoutEffect, useState } from "react"

/**
 * For a react-aria ComboBox whose list renders right after its field (Popover's UNSTABLE_portalContainer: inside
 * the page's landmarks, next in reading order) instead of at the end of the body. React-aria hides the rest of
 * the page (aria-hidden) while the list is open so a screen reader can move from the field to a list portalled far
 * away; the page stays focusable, which axe reports (aria-hidden-focus). With the list next to its field nothing
 * needs hiding: while it is open, the page's top-level element carries react-aria's own keep-visible marker
 * (data-react-aria-top-layer, as its toast region does). The marker goes on in a layout effect, before
 * react-aria's hiding runs in its passive effect, and comes off when the list closes.
 */
export function useInlinePopover(): {
  /** The ref of the element the list renders into (place it right after the combobox field). */
  containerRef: (element: HTMLDivElement | null) => void
  container: HTMLDivElement | undefined
  /** The ComboBox's onOpenChange. */
  onOpenChange: (isOpen: boolean) => void
} {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const [isOpen, setOpen] = useState(false)
  useLayoutEffect(() => {
    if (!isOpen || !container) return
    let page: HTMLElement = container
    while (page.parentElement && page.parentElement !== document.body) page = page.parentElement
    page.setAttribute("data-react-aria-top-layer", "")
    return () => page.removeAttribute("data-react-aria-top-layer")
  }, [isOpen, container])
  return { containerRef: setContainer, container: container ?? undefined, onOpenChange: setOpen }
}
