import { useContext, useEffect } from "react"
import { documentTitle } from "./documentTitle.ts"
import { StateTitleContext } from "./PageTitle.tsx"
import { useBrand } from "../hooks/useBrand.ts"

/**
 * Names the page on screen in the document title ("{page} – {brand}"). Under the portal's PageTitleProvider this
 * is for page states only (the route's own title comes from the route table), and `undefined` keeps the route's
 * title; elsewhere (the kiosk, a page outside the shell) it sets the title directly.
 */
export function usePageTitle(pageTitle: string | undefined): void {
  const setStateTitle = useContext(StateTitleContext)
  const { displayName } = useBrand()
  useEffect(() => {
    if (pageTitle === undefined) return
    if (!setStateTitle) {
      document.title = documentTitle(pageTitle, displayName)
      return
    }
    setStateTitle(pageTitle)
    return () => setStateTitle(undefined)
  }, [pageTitle, displayName, setStateTitle])
}
