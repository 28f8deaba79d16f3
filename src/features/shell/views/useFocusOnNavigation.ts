import { useEffect, useRef, useState } from "react"
import { createPath, useLocation, useNavigation } from "react-router"

/**
 * Counts the links followed to the address already shown (the menu's or the header's link to the page one is on),
 * seen as they are clicked: the router answers such a link by replacing the history entry with the same address,
 * which a page's own update of its address in place also does.
 */
function useLinksToThisPage(): number {
  const location = useLocation()
  const shown = useRef("")
  useEffect(() => {
    shown.current = createPath(location)
  }, [location])
  const [followed, setFollowed] = useState(0)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return
      // an in-page fragment (the skip link) stays where it points
      if (link.getAttribute("href")?.startsWith("#")) return
      const to = new URL(link.href, window.location.href)
      if (to.origin === window.location.origin && createPath(to) === shown.current) {
        setFollowed((count) => count + 1)
      }
    }
    document.addEventListener("click", onClick, true)
    return () => document.removeEventListener("click", onClick, true)
  }, [])
  return followed
}

/**
 * Counts the page visits after the first load: a new path, or a link followed to the address already shown. A
 * change of the query or the fragment alone (a filter, a page of a list, a tab), or a page's own update of its
 * address, is not a visit.
 */
function usePageVisit(): number {
  const { pathname, key } = useLocation()
  const linksFollowed = useLinksToThisPage()
  const [seen, setSeen] = useState({ pathname, key, linksFollowed, visit: 0 })
  if (key === seen.key) return seen.visit
  const isVisit = pathname !== seen.pathname || linksFollowed !== seen.linksFollowed
  const visit = isVisit ? seen.visit + 1 : seen.visit
  // the visit counted while rendering (React's way to keep what the previous render saw)
  setSeen({ pathname, key, linksFollowed, visit })
  return visit
}

/** The page's heading: the first h1 in the main landmark. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector("h1")
}

/**
 * WCAG 2.4.3 and 4.1.3: after an in-app navigation (a new path, not a filter or tab change in the query) focus
 * moves to the new page's h1, also over a field the page focuses by itself (Tab leads there next). Screen readers
 * read a focused heading with its level, so this is also the announcement of the page change; a live region
 * saying the same would only repeat it.
 *
 * A page may first show a loading state whose h1 React then replaces with the real one: focus follows to the
 * heading on screen until the visitor acts (a key, a pointer) or navigates again, so it never ends up on <body>;
 * focus the visitor or a dialog took meanwhile stays there. A first load leaves focus where the browser puts it.
 * A link to the page already shown (the menu's or the header's link to the page one is on) is a page change too:
 * the router shows the page anew, and focus goes to its h1 instead of staying on a link the menu hides.
 * Render it after the page, so that its effect runs after the page's own.
 */
export function useFocusOnNavigation(): void {
  const visit = usePageVisit()
  const { state } = useNavigation()
  const leftFrom = useRef<Element | null>(null)

  // While the old page is still on screen: where the navigation started (the link followed, a language)
  useEffect(() => {
    if (state === "loading") leftFrom.current = document.activeElement
  }, [state])

  useEffect(() => {
    if (visit === 0) return
    const main = document.getElementById("main")
    if (!main) return
    const startedOn = leftFrom.current
    leftFrom.current = null
    let focused: HTMLElement | null = null

    const follow = (arriving: boolean) => {
      const heading = pageHeading(main)
      if (!heading || heading === focused) return
      const active = document.activeElement
      const leftAsItWas =
        active === null ||
        active === document.body ||
        active === main ||
        !active.isConnected ||
        active === startedOn ||
        active === focused
      if (!arriving && !leftAsItWas) return stop()
      heading.tabIndex = -1
      // The scroll position is the router's (top of a new page, the remembered one on back and forward)
      heading.focus({ preventScroll: true })
      focused = heading
    }
    const observer = new MutationObserver(() => follow(false))
    const stop = () => {
      observer.disconnect()
      document.removeEventListener("keydown", stop, true)
      document.removeEventListener("pointerdown", stop, true)
    }
    observer.observe(main, { childList: true, subtree: true })
    document.addEventListener("keydown", stop, true)
    document.addEventListener("pointerdown", stop, true)
    follow(true)
    return stop
  }, [visit])
}

/** The focus handling as an element of its own (after the page), so navigation state re-renders nothing else. */
export function FocusOnNavigation(): null {
  useFocusOnNavigation()
  return null
}
