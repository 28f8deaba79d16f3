import type { Lang } from "../../domain/language.ts"
import type { RouteDefinition } from "./types.ts"

/**
 * The route table's types. Each feature's routes.ts adds its slice (`declare module "…/routeTable.ts" { interface
 * RouteRegistry extends BookingRoutes {} }`), so route ids, params and query keys are checked at compile time
 * without the routing core importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface RouteRegistry {}

export type Routes = RouteRegistry
export type RouteId = keyof Routes & string

type Slice = Readonly<Record<string, RouteDefinition>>

/**
 * The target's route table: route id → path words per language, params, query keys, guard. Set once by the target
 * from its features' slices (defineRouteTable); a live binding, so importers see the table once it is defined.
 */
export let routes: Routes = {} as Routes
export let ROUTE_IDS: readonly RouteId[] = []
let defined = false

/** Makes the table of a target from its features' slices; a route id in two slices is an error. */
export function defineRouteTable(slices: readonly Slice[]): void {
  const table: Record<string, RouteDefinition> = {}
  for (const slice of slices)
    for (const [routeId, definition] of Object.entries(slice)) {
      if (Object.hasOwn(table, routeId)) throw new Error(`routing: ${routeId} is defined in two features`)
      table[routeId] = definition
    }
  routes = table as unknown as Routes
  ROUTE_IDS = Object.keys(table) as RouteId[]
  defined = true
}

/**
 * Throws when the table is read before the target defined it: an address matched then would be "not found" for
 * every page, silently (a report made at module evaluation named every page so).
 */
export function assertRouteTableDefined(): void {
  if (!defined) throw new Error("routing: the route table is read before the target composed its features")
}

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === "string" && Object.hasOwn(routes, value)
}

export function routeDefinition(routeId: RouteId): RouteDefinition {
  const definition = (routes as unknown as Partial<Record<string, RouteDefinition>>)[routeId]
  if (definition === undefined)
    throw new RangeError(`routing: ${routeId} is in none of this target's features`)
  return definition
}

/** The languages a route exists in (help only in fi). */
export function languagesOf(routeId: RouteId): Lang[] {
  return Object.keys(routeDefinition(routeId).path) as Lang[]
}

export function isAvailableIn(routeId: RouteId, lang: Lang): boolean {
  return routeDefinition(routeId).path[lang] !== undefined
}
