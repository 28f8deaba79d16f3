import { observer } from "mobx-react-lite"
import { createContext, useEffect, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { documentTitle, type TitledRouteId } from "./documentTitle.ts"
import { useBrand } from "../hooks/useBrand.ts"

/** Lets a page state (not found, an error, a booking made) name the page instead of its route. */
export const StateTitleContext = createContext<((title: string | undefined) => void) | undefined>(undefined)

/**
 * Keeps the document title on the current route's title (set as soon as the route matches, also while its page
 * loads), or on the title of a page state that names itself with usePageTitle.
 */
export const PageTitleProvider = observer(function PageTitleProvider({
  routeId,
  children,
}: {
  routeId: TitledRouteId | undefined
  children: ReactNode
}) {
  const { t } = useTranslation("shell")
  const { displayName } = useBrand()
  const [stateTitle, setStateTitle] = useState<string>()
  const title = stateTitle ?? (routeId ? t(`pageTitles.${routeId}`) : undefined)
  useEffect(() => {
    if (title) document.title = documentTitle(title, displayName)
  }, [title, displayName])
  return <StateTitleContext.Provider value={setStateTitle}>{children}</StateTitleContext.Provider>
})
