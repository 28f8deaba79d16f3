import type { ComponentType } from "react"
import type { RouteId } from "../../../src/routing/index.ts"
import type { ShellHandle } from "../../../src/views/shell/PageShell.tsx"

export type PageEntry = {
  /** Route-level code splitting: each page is its own chunk, loaded when first visited. */
  load: () => Promise<ComponentType>
  handle?: ShellHandle
}

export type PageMap = Partial<Record<RouteId, PageEntry>>
