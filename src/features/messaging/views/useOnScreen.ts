import { useEffect, useState, type RefObject } from "react"

/**
 * True once the element has come within a screen's height of the viewport (and from then on), so what it shows
 * is asked for only when it may be seen. Without IntersectionObserver it counts as on screen.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined")
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { rootMargin: "100% 0px" },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
