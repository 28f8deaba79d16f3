export { buildPath, buildRoutePath } from "./buildPath.ts"
export { canEnter, guardFor, isSessionExpiredAllowed } from "./guards.ts"
export { matchPath } from "./matchPath.ts"
export { isValidParam } from "./params.ts"
export { encodeQuery } from "./query.ts"
export { isInAppPath, redirectFor } from "./redirects.ts"
export {
  defineRouteTable,
  isAvailableIn,
  isRouteId,
  languagesOf,
  ROUTE_IDS,
  routeDefinition,
  routes,
} from "./routeTable.ts"
export type { RouteId, RouteRegistry } from "./routeTable.ts"
export { routePatterns } from "./routePatterns.ts"
export type { RoutePattern } from "./routePatterns.ts"
export type {
  BuildPathArgs,
  MatchedParams,
  RouteLang,
  RouteMatch,
  RouteParams,
  RouteQuery,
} from "./routeTypes.ts"
export { switchLanguage } from "./switchLanguage.ts"
export type { Guard, ParamKind, QueryValue, RouteDefinition, SessionState } from "./types.ts"
