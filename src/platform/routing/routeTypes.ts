import type { Lang } from "../../domain/language.ts"
import type { ParamInput } from "./params.ts"
import type { RouteId, Routes } from "./routeTable.ts"
import type { QueryValue } from "./types.ts"

type ParamSpec<R extends RouteId> = Routes[R] extends { readonly params: infer P } ? P : Record<never, never>

type QueryKeys<R extends RouteId> = Routes[R] extends { readonly query: readonly (infer K)[] }
  ? K & string
  : never

/**
 * The languages a route has words in, so buildPath("help", "sv") does not compile. Distributes over a union of
 * ids: for a plain RouteId it is any Lang, and buildPath checks the language at run time.
 */
export type RouteLang<R extends RouteId> = R extends RouteId ? keyof Routes[R]["path"] & Lang : never

export type RouteParams<R extends RouteId> = {
  readonly [N in keyof ParamSpec<R>]: ParamInput<ParamSpec<R>[N]>
}

export type MatchedParams<R extends RouteId> = { readonly [N in keyof ParamSpec<R>]: string }

export type RouteQuery<R extends RouteId> = [QueryKeys<R>] extends [never]
  ? Readonly<Record<string, never>>
  : { readonly [K in QueryKeys<R>]?: QueryValue }

/** params are required exactly when the route has some. */
export type BuildPathArgs<R extends RouteId> = [keyof ParamSpec<R>] extends [never]
  ? [params?: undefined, query?: RouteQuery<R>]
  : [params: RouteParams<R>, query?: RouteQuery<R>]

/** A matched route, narrowed by routeId: `if (m.routeId === "visit") m.params.id`. */
export type RouteMatch = {
  [R in RouteId]: { readonly routeId: R; readonly lang: Lang; readonly params: MatchedParams<R> }
}[RouteId]
