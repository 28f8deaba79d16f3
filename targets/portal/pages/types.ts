import type { ComponentType } from "react"
import type { Namespace } from "../../../src/platform/i18n/namespaces.ts"
import type { AreaName } from "../../../src/kit/stores/areas.ts"
import type { RootStore } from "../../../src/kit/stores/RootStore.ts"
import type { TitledRouteId } from "../../../src/kit/ui/page/documentTitle.ts"
import type { ShellHandle } from "../../../src/features/shell/views/PageShell.tsx"

export type PageEntry = {
  /** Route-level code splitting: each page is its own chunk, loaded when first visited. */
  load: () => Promise<ComponentType>
  /** The feature areas whose stores the page reads: the route attaches them once the page's code is in. */
  areas?: readonly AreaName[]
  /**
   * The translation namespaces the page uses beyond the boot ones (BOOT_NAMESPACES.portal), loaded with its code so
   * it never renders a raw key; tests/unit/i18n/routeNamespaces.test.ts checks the list against the page's imports.
   */
  namespaces: readonly Namespace[]
  handle?: ShellHandle
  /**
   * What the page starts as soon as the session has answered and lets it show, before its code has loaded (its
   * data's first request): a small module of its own, loaded alongside the session, whose function the route
   * calls in the task of the session's answer.
   */
  start?: () => Promise<(store: RootStore) => void>
}

/** A page exists only for a route with a title (locales/{lang}/shell.json `pageTitles`), so none goes untitled. */
export type PageMap = Partial<Record<TitledRouteId, PageEntry>>
