import type { Lang } from "../../domain/language.ts"
import { accountRoutes } from "../../features/account/routes.ts"
import { bookingRoutes } from "../../features/booking/routes.ts"
import { pageRoutes } from "../../features/info/routes.ts"
import { paymentRoutes } from "../../features/payments/routes.ts"
import { recordRoutes } from "../../features/records/routes.ts"
import type { RouteDefinition } from "./types.ts"

const parts = [bookingRoutes, accountRoutes, pageRoutes, recordRoutes, paymentRoutes]

/** The single route table of the product: route id → path words per language, params, query keys, guard. */
export const routes = {
  ...bookingRoutes,
  ...accountRoutes,
  ...pageRoutes,
  ...recordRoutes,
  ...paymentRoutes,
} as const satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type RouteId = keyof Routes

export const ROUTE_IDS = Object.keys(routes) as RouteId[]

if (ROUTE_IDS.length !== parts.reduce((sum, part) => sum + Object.keys(part).length, 0)) {
  throw new Error("routing: a route id is defined in two parts of the route table")
}

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === "string" && Object.hasOwn(routes, value)
}

export function routeDefinition(routeId: RouteId): RouteDefinition {
  return routes[routeId]
}

/** The languages a route exists in (help only in fi). */
export function languagesOf(routeId: RouteId): Lang[] {
  return Object.keys(routes[routeId].path) as Lang[]
}

export function isAvailableIn(routeId: RouteId, lang: Lang): boolean {
  return routeDefinition(routeId).path[lang] !== undefined
}
