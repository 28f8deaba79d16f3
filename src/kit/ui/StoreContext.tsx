import { createContext, useContext, type ReactNode } from "react"
import type { AreaName, AreaOf, RootStore } from "../stores/RootStore.ts"

const StoreContext = createContext<RootStore | undefined>(undefined)

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error("useStores() needs a <StoreProvider> above it")
  return store
}

/**
 * A feature area's models. The route that shows a page attaches the areas its manifest entry lists before the page
 * renders (attachAreas); reading an area that is not attached is a mistake in that list, not something to repair here.
 */
export function useArea<N extends AreaName>(name: N): AreaOf<N> {
  const area = useStores()[name] as AreaOf<N> | undefined
  if (area === undefined)
    throw new Error(
      `The ${name} area is not attached: add it to the areas of the page's entry in its feature.ts`,
    )
  return area
}
