import type * as EarlySearchDates from "./earlySearchDates.ts"
import { sendEarlyRequests } from "./sendEarlyRequests.ts"

// The loader of a page sent with its first frame (firstFrame.ts): a build entry of its own, one small file that
// imports nothing, which the page runs as a classic deferred script. It runs once the HTML is parsed, as a module
// script would; a classic script also knows its own element (document.currentScript), whose data names the entry,
// its modulepreloads and the page's first requests.

/**
 * After the first contentful paint, sends the page's first requests (`sendFirstRequests`, given the script's data)
 * and imports the entry named by its `data-entry`, with modulepreloads for its `data-preload` list. A hidden page
 * paints nothing and starts at once, as does a browser that does not report paints; two seconds is the latest.
 */
function startAfterFirstPaint(
  script: HTMLOrSVGScriptElement | null,
  sendFirstRequests: (data: DOMStringMap) => void,
): void {
  const entry = script?.dataset.entry
  if (!script || !entry) return
  const preloads = (script.dataset.preload ?? "").split(" ").filter(Boolean)
  const preload = (href: string) => {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    document.head.append(link)
  }
  let started = false
  // The entry first, then one preload a task: each request's set-up is cheap, but a dozen in one task is not on a
  // slow phone (or under a profiler, which records each request's initiator).
  const start = () => {
    if (started) return
    started = true
    sendFirstRequests(script.dataset)
    void import(/* @vite-ignore */ entry)
    for (const href of preloads) setTimeout(preload, 0, href)
  }
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    start()
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return
    observer.disconnect()
    setTimeout(start)
  }).observe({ type: "paint", buffered: true })
  document.addEventListener("visibilitychange", start, { once: true })
  setTimeout(start, 2000)
}

// The search's dates come from a module the build names in the page's data (`data-dates`): imported by its address,
// so that the loader itself imports nothing
const importSearchDates = async (address: string) =>
  ((await import(/* @vite-ignore */ address)) as typeof EarlySearchDates).initialSearchDates

startAfterFirstPaint(document.currentScript, (data) => sendEarlyRequests(data, importSearchDates))
