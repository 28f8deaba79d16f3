import type { MenuRouteId } from "../../domain/menu.ts"
import type { Namespace } from "../../platform/i18n/namespaces.ts"
import { matchPath } from "../../platform/routing/matchPath.ts"
import { defineRouteTable } from "../../platform/routing/routeTable.ts"
import type { AreaName } from "../stores/areas.ts"
import type { FeatureManifest, KioskScreen, PageMap } from "./manifest.ts"

// What a target is made of, derived from the manifests of its features (targets/<target>/features.ts). The checks
// of a composition (compositionProblems) run in the unit tests, so that a target's first load carries none of them.

/** The portal's pages by route id. */
export function pageMapOf(features: readonly FeatureManifest[]): PageMap {
  return Object.assign({}, ...features.map((feature) => feature.pages ?? {}))
}

/** The kiosk's screens by name. */
export function screenMapOf(features: readonly FeatureManifest[]): Readonly<Record<string, KioskScreen>> {
  return Object.assign({}, ...features.map((feature) => feature.kioskScreens ?? {}))
}

/**
 * The page id a kiosk address shows, for reports that name pages (Core Web Vitals): the attract screen at the root,
 * a screen at an address of its own as `kiosk` and its name ("/check-in": kioskCheckIn), a screen at a route of the
 * route table as that route's id. `path` is under the kiosk's basename, without it.
 */
export function kioskScreenIdOf(screens: Readonly<Record<string, KioskScreen>>, path: string): string {
  if (path === "/") return "kioskAttract"
  const own = Object.entries(screens).find(([, screen]) => "path" in screen.at && screen.at.path === path)
  if (own) return `kiosk${own[0].charAt(0).toUpperCase()}${own[0].slice(1)}`
  return matchPath(path)?.routeId ?? "kioskUnknown"
}

/** The text namespaces the features own. */
export function namespacesOf(features: readonly FeatureManifest[]): Namespace[] {
  return features.flatMap((feature) => feature.namespaces ?? [])
}

/** The side menu's links the features list (the pages a target's menu links to). */
export function menuOf(features: readonly FeatureManifest[]): MenuRouteId[] {
  return features.flatMap((feature) => feature.menu ?? [])
}

/** The areas of the root store's slots the features bring. */
export function areasOf(features: readonly FeatureManifest[]): AreaName[] {
  return features.flatMap((feature) => Object.keys(feature.stores ?? {}) as AreaName[])
}

/** Sets up a target from its features: the route table from their slices (a route id in two is an error). */
export function composeTarget(features: readonly FeatureManifest[]): void {
  defineRouteTable(features.flatMap((feature) => (feature.routes ? [feature.routes] : [])))
}

/**
 * What a target's features do not give one another or give twice: an area a page or screen reads that no feature of
 * the target has, a page, screen, area or namespace in two features, a menu link to another feature's route. Empty
 * when the composition holds.
 */
export function compositionProblems(features: readonly FeatureManifest[]): string[] {
  const twice = (kind: string, keysOf: (feature: FeatureManifest) => readonly string[]) => {
    const owner = new Map<string, string>()
    return features.flatMap((feature) =>
      keysOf(feature).flatMap((key) => {
        const first = owner.get(key)
        owner.set(key, feature.name)
        return first === undefined ? [] : [`${kind} ${key} is in ${first} and ${feature.name}`]
      }),
    )
  }
  const areas = new Set<string>(areasOf(features))
  const reads = [
    ...Object.entries(pageMapOf(features)).map(([id, page]) => [`page ${id}`, page?.areas ?? []] as const),
    ...Object.entries(screenMapOf(features)).map(
      ([name, screen]) => [`screen ${name}`, screen.areas] as const,
    ),
  ]
  return [
    ...twice("page", (feature) => Object.keys(feature.pages ?? {})),
    ...twice("screen", (feature) => Object.keys(feature.kioskScreens ?? {})),
    ...twice("area", (feature) => Object.keys(feature.stores ?? {})),
    ...twice("namespace", (feature) => feature.namespaces ?? []),
    ...twice("route", (feature) => Object.keys(feature.routes ?? {})),
    ...twice("screen address", (feature) =>
      Object.values(feature.kioskScreens ?? {}).map(({ at }) => ("path" in at ? at.path : at.routeId)),
    ),
    ...features.flatMap((feature) =>
      (feature.menu ?? [])
        .filter((routeId) => !Object.hasOwn(feature.routes ?? {}, routeId))
        .map((routeId) => `menu link ${routeId} of ${feature.name} is not one of its routes`),
    ),
    ...reads.flatMap(([what, needs]) =>
      needs
        .filter((area) => !areas.has(area))
        .map((area) => `${what} reads the ${area} area, no feature's here`),
    ),
  ]
}
