import { useEffect } from "react"
import { useBrand } from "./useBrand.ts"

/** Sets the document title to "{page} – {brand}" for the page on screen. */
export function usePageTitle(pageTitle: string): void {
  const { displayName } = useBrand()
  useEffect(() => {
    document.title = `${pageTitle} – ${displayName}`
  }, [pageTitle, displayName])
}
