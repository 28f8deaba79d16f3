import type { ComponentType } from "react"
import type { MenuRouteId } from "../../domain/menu.ts"
import type { Namespace } from "../../platform/i18n/namespaces.ts"
import type { RouteId } from "../../platform/routing/routeTable.ts"
import type { RouteDefinition } from "../../platform/routing/types.ts"
import type { AreaLoaders, AreaName } from "../stores/areas.ts"
import type { RootStore } from "../stores/RootStore.ts"
import type { TitledRouteId } from "../ui/page/documentTitle.ts"

/** What a route hides of the shell (spec: login hides the menu; MFA and acting on behalf hide menu and footer). */
export type ShellHandle = { menu?: false; footer?: false }

/** A portal page of a feature, loaded by its route. */
export type PageEntry = {
  /** Route-level code splitting: each page is its own chunk, loaded when first visited. */
  load: () => Promise<ComponentType>
  /** The areas whose stores the page reads: the route loads their models and attaches them before it renders. */
  areas?: readonly AreaName[]
  /**
   * The text namespaces the page uses beyond the boot ones (BOOT_NAMESPACES.portal), loaded with its code so it
   * never renders a raw key; tests/unit/i18n/routeNamespaces.test.ts checks the list against the page's imports.
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
export type PageMap = { readonly [R in TitledRouteId]?: PageEntry }

/** A kiosk screen of a feature. */
export type KioskScreen = {
  /**
   * Where the screen is: an address of the kiosk's own under its basename, without a language (the kiosk has no
   * address bar to translate), or a route of the route table, answered in every language (the booking views link
   * by the portal's addresses).
   */
  at: { readonly path: `/${string}` } | { readonly routeId: RouteId }
  /** Shown only once staff have bound the tablet to a clinic (else the kiosk goes to its setup). */
  bound?: boolean
  /** Shown at its address at once while its code loads, so the idle watch starts with the visitor's tap. */
  immediate?: boolean
  /** Each screen is its own chunk, loaded when first shown (the attract screen comes with the first load). */
  load: () => Promise<ComponentType>
  /** The areas whose stores the screen reads, attached to the visit's store before it renders. */
  areas: readonly AreaName[]
  /** Namespaces beyond the kiosk's boot ones (BOOT_NAMESPACES.kiosk), loaded with the screen's code. */
  namespaces: readonly Namespace[]
}

/**
 * A feature's manifest (src/features/<area>/feature.ts): plain data and lazy loaders only, since every target's
 * first load carries the manifests of its features. The route table, the root store's slots, the text namespaces
 * and each target's pages and screens are derived from these (compose.ts). Its portal pages are in portal.ts
 * (definePortal), so that a target that composes the feature without them (the kiosk, booking) does not carry their
 * loaders in its first load.
 */
export interface FeatureManifest {
  readonly name: string
  /** Its slice of the route table (routes.ts, which also adds the slice's types to RouteRegistry). */
  readonly routes?: Readonly<Record<string, RouteDefinition>>
  /** The text namespaces it owns, locales/{lang}/{ns}.json (feature.ts adds their types to Resources). */
  readonly namespaces?: readonly Namespace[]
  /** Its area slots in the root store, each model loaded lazily (feature.ts adds their types to AreaRegistry). */
  readonly stores?: AreaLoaders
  /** Its portal pages, by route id (portal.ts). */
  readonly pages?: PageMap
  /**
   * Its pages in the portal's side menu (their order, groups and gating are the spec's, src/domain/menu.ts): the
   * menu shows a link only where a feature of the target lists it.
   */
  readonly menu?: readonly MenuRouteId[]
  /** Its kiosk screens, by name. */
  readonly kioskScreens?: Readonly<Record<string, KioskScreen>>
}

/** A manifest, checked. */
export function defineFeature<const F extends FeatureManifest>(manifest: F): F {
  return manifest
}

/** A feature in the portal: its manifest with its pages (the feature's portal.ts). */
export function definePortal(feature: FeatureManifest, { pages }: { pages: PageMap }): FeatureManifest {
  return { ...feature, pages }
}
