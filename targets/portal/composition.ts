import { composeTarget, menuOf, pageMapOf } from "../../src/kit/feature/compose.ts"
import type { FeatureManifest, PageEntry } from "../../src/kit/feature/manifest.ts"
import type { RouteId } from "../../src/platform/routing/index.ts"
import type { TitledRouteId } from "../../src/kit/ui/page/documentTitle.ts"
import * as features from "./features.ts"

/** The portal's features (features.ts, one line each). */
export const PORTAL_FEATURES: readonly FeatureManifest[] = Object.values(features)

/** The portal's pages by route id, from its features' manifests; a route without a page answers not found. */
export const PAGES = pageMapOf(PORTAL_FEATURES)

/** The links of the portal's side menu: its features'. */
export const PORTAL_MENU = menuOf(PORTAL_FEATURES)

/** The page of a route of the table, with the route id its title goes by; undefined where no page is built yet. */
export function pageOf(routeId: RouteId): (PageEntry & { routeId: TitledRouteId }) | undefined {
  const page = (PAGES as Partial<Record<RouteId, PageEntry>>)[routeId]
  return page && { ...page, routeId: routeId as TitledRouteId }
}

/** Sets the portal up from its features (the route table) before its router or store is made. */
export function composePortal(): void {
  composeTarget(PORTAL_FEATURES)
}
