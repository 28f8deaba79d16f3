import { LANGUAGES, type Lang } from "../../domain/language.ts"
import {
  assertRouteTableDefined,
  ROUTE_IDS,
  routeDefinition,
  routes,
  type RouteId,
  type Routes,
} from "./routeTable.ts"
import type { ParamKind } from "./types.ts"

export type Segment =
  | { readonly kind: "static"; readonly word: string }
  | { readonly kind: "param"; readonly name: string; readonly paramKind: ParamKind }

export interface CompiledRoute {
  readonly routeId: RouteId
  readonly lang: Lang
  readonly segments: readonly Segment[]
  /** react-router syntax, e.g. "/fi/vapaat-ajat/:id" */
  readonly pattern: string
}

const STATIC_WORD = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)$/

function compile(routeId: RouteId, lang: Lang, path: string): CompiledRoute {
  const declared = routeDefinition(routeId).params ?? {}
  const seen = new Set<string>()
  const segments = (path === "" ? [] : path.split("/")).map((text): Segment => {
    const paramName = PARAM_SEGMENT.exec(text)?.[1]
    if (paramName === undefined) {
      if (!STATIC_WORD.test(text)) throw new Error(`routing: ${routeId}/${lang}: bad path word "${text}"`)
      return { kind: "static", word: text }
    }
    const paramKind = declared[paramName]
    if (paramKind === undefined || seen.has(paramName)) {
      throw new Error(`routing: ${routeId}/${lang}: param ${paramName} undeclared or repeated`)
    }
    seen.add(paramName)
    return { kind: "param", name: paramName, paramKind }
  })
  if (seen.size !== Object.keys(declared).length) {
    throw new Error(`routing: ${routeId}/${lang}: the path does not use every declared param`)
  }
  return { routeId, lang, segments, pattern: `/${lang}${path === "" ? "" : `/${path}`}` }
}

const SEGMENT_RANK = { static: 0, param: 1 } as const

/**
 * Static before param, position by position: the more static segments, and the earlier, the higher. A plain
 * comparison, not localeCompare: collation would initialise ICU on every cold start for the same order.
 */
export function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length
  for (const [index, segment] of a.segments.entries()) {
    const other = b.segments[index]
    const difference = SEGMENT_RANK[segment.kind] - (other ? SEGMENT_RANK[other.kind] : 0)
    if (difference !== 0) return difference
  }
  return 0
}

function patternShape(route: CompiledRoute): string {
  return route.segments.map((segment) => (segment.kind === "static" ? segment.word : ":")).join("/")
}

type Compiled = { byRoute: Map<string, CompiledRoute>; byLang: Map<Lang, CompiledRoute[]> }
let compiled: { table: Routes; routes: Compiled } | undefined

/** The table's routes compiled, once per table (the target defines it before its first page). */
function compiledTable(): Compiled {
  if (compiled?.table === routes) return compiled.routes
  assertRouteTableDefined()
  const byRoute = new Map<string, CompiledRoute>()
  const byLang = new Map<Lang, CompiledRoute[]>()
  for (const lang of LANGUAGES) {
    const shapes = new Map<string, RouteId>()
    const ofLang: CompiledRoute[] = []
    for (const routeId of ROUTE_IDS) {
      const path = routeDefinition(routeId).path[lang]
      if (path === undefined) continue
      const route = compile(routeId, lang, path)
      const clash = shapes.get(patternShape(route))
      if (clash !== undefined) throw new Error(`routing: ${routeId} and ${clash} share a ${lang} pattern`)
      shapes.set(patternShape(route), routeId)
      ofLang.push(route)
      byRoute.set(`${routeId} ${lang}`, route)
    }
    ofLang.sort(compareSpecificity)
    byLang.set(lang, ofLang)
  }
  compiled = { table: routes, routes: { byRoute, byLang } }
  return compiled.routes
}

export function compiledRoute(routeId: RouteId, lang: Lang): CompiledRoute | undefined {
  return compiledTable().byRoute.get(`${routeId} ${lang}`)
}

/** All routes of a language, most specific first within each segment count. */
export function compiledRoutes(lang: Lang): readonly CompiledRoute[] {
  return compiledTable().byLang.get(lang) ?? []
}
