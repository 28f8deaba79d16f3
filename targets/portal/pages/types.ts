import type { ComponentType } from "react"
import type { AreaName } from "../../../src/stores/areas.ts"
import type { TitledRouteId } from "../../../src/views/shell/documentTitle.ts"
import type { ShellHandle } from "../../../src/views/shell/PageShell.tsx"

export type PageEntry = {
  /** Route-level code splitting: each page is its own chunk, loaded when first visited. */
  load: () => Promise<ComponentType>
  /** The feature areas whose stores the page reads: the route attaches them once the page's code is in. */
  areas?: readonly AreaName[]
  handle?: ShellHandle
}

/** A page exists only for a route with a title (locales/{lang}/shell.json `pageTitles`), so none goes untitled. */
export type PageMap = Partial<Record<TitledRouteId, PageEntry>>
