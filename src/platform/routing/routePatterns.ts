import type { Lang } from "../../domain/language.ts"
import { compiledRoutes } from "./compile.ts"
import type { RouteId } from "./routeTable.ts"

export interface RoutePattern {
  readonly routeId: RouteId
  /** react-router path syntax, e.g. "/fi/vapaat-ajat/:id" */
  readonly path: string
}

/**
 * The patterns of one language for react-router, most specific first. react-router cannot check param shapes,
 * so a route element should confirm its URL with matchPath and show the not-found page when that fails.
 */
export function routePatterns(lang: Lang): RoutePattern[] {
  return compiledRoutes(lang).map(({ routeId, pattern }) => ({ routeId, path: pattern }))
}
