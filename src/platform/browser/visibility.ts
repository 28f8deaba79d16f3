/** Whether the page is hidden, and a way to hear when that changes (the document's, or a test's). */
export interface VisibilitySource {
  isHidden(): boolean
  /** Calls `onChange` on every change until the returned function is called. */
  subscribe(onChange: () => void): () => void
}

/**
 * The document's visibility, looked up at each call; never hidden where there is no document (a first frame
 * rendered at build time, a test runner without a DOM).
 */
export const documentVisibility: VisibilitySource = {
  isHidden: () => (globalThis.document as Document | undefined)?.visibilityState === "hidden",
  subscribe(onChange) {
    const document = globalThis.document as Document | undefined
    if (!document) return () => {}
    document.addEventListener("visibilitychange", onChange)
    return () => document.removeEventListener("visibilitychange", onChange)
  },
}
