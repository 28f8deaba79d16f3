import { createContext, useContext, type ReactNode } from "react"
import type { AreaName } from "../stores/areas.ts"
import type { AreaOf, RootStore } from "../stores/RootStore.ts"

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
 * A feature area's models. The route that shows the area's pages attaches it before they render (the route table's
 * `areas`); a view rendered elsewhere (a test, a page of another area) attaches it here on first use. Only the
 * area's own hook calls this, so its module (and registration) comes with the views that use it.
 */
export function useArea<N extends AreaName>(name: N): AreaOf<N> {
  const store = useStores()
  return (store[name] as AreaOf<N> | undefined) ?? store.attachArea(name)
}
