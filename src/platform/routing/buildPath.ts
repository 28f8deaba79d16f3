import type { Lang } from "../../domain/language.ts"
import { compiledRoute } from "./compile.ts"
import { formatParam } from "./params.ts"
import { routeDefinition, type RouteId } from "./routeTable.ts"
import type { BuildPathArgs, RouteLang } from "./routeTypes.ts"
import { encodeQuery } from "./query.ts"
import type { QueryValue } from "./types.ts"

/**
 * The URL path (and query) of a route in a language:
 * buildPath("appointmentsByIds", "fi", { ids: [12, 34] }) → "/fi/ajanvaraukset/12,34".
 * Throws on a param that does not fit its pattern or a query key the route does not read.
 */
export function buildPath<R extends RouteId>(
  routeId: R,
  lang: RouteLang<R>,
  ...args: BuildPathArgs<R>
): string {
  const [params, query] = args
  return buildRoutePath(routeId, lang, params, query)
}

/** buildPath without the per-route typing, for code that holds a route id only as RouteId. */
export function buildRoutePath(
  routeId: RouteId,
  lang: Lang,
  params?: Readonly<Record<string, unknown>>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const route = compiledRoute(routeId, lang)
  if (route === undefined) throw new RangeError(`routing: ${routeId} has no ${lang} path`)
  const segments = route.segments.map((segment) =>
    segment.kind === "static"
      ? segment.word
      : formatParam(segment.name, segment.paramKind, params?.[segment.name]),
  )
  const allowed: readonly string[] = routeDefinition(routeId).query ?? []
  const unknownKey = Object.keys(query ?? {}).find((key) => !allowed.includes(key))
  if (unknownKey !== undefined) throw new RangeError(`routing: ${routeId} does not read query ${unknownKey}`)
  return [`/${lang}`, ...segments].join("/") + encodeQuery(query ?? {})
}
