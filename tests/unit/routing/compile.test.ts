import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../src/domain/language.ts"
import {
  compareSpecificity,
  compiledRoute,
  compiledRoutes,
  type CompiledRoute,
} from "../../../src/platform/routing/compile.ts"
import { isAvailableIn, ROUTE_IDS } from "../../../src/platform/routing/routeTable.ts"

// The order the route table was sorted in before the plain comparison: segment count, then the static/param shape
// ("0" static, "1" param, position by position) compared by collation.
function collationOrder(a: CompiledRoute, b: CompiledRoute): number {
  const shape = (route: CompiledRoute) =>
    route.segments.map((segment) => (segment.kind === "static" ? "0" : "1")).join("")
  return a.segments.length - b.segments.length || shape(a).localeCompare(shape(b))
}

const segment = fc.oneof(
  fc.constant({ kind: "static", word: "x" } as const),
  fc.constant({ kind: "param", name: "id", paramKind: "numericId" } as const),
)
const routeOfLength = (length: number) =>
  fc
    .array(segment, { minLength: length, maxLength: length })
    .map((segments): CompiledRoute => ({ routeId: "front", lang: "fi", segments, pattern: "/fi" }))
const routePair = fc
  .integer({ min: 0, max: 6 })
  .chain((length) => fc.tuple(routeOfLength(length), routeOfLength(length)))

describe("compiled route order", () => {
  it.each(LANGUAGES)("is the order the collation sort gave, for every route in %s", (lang) => {
    const inTableOrder = ROUTE_IDS.filter((routeId) => isAvailableIn(routeId, lang)).map(
      (routeId) => compiledRoute(routeId, lang) as CompiledRoute,
    )
    const expected = [...inTableOrder].sort(collationOrder).map(({ routeId }) => routeId)
    expect(compiledRoutes(lang).map(({ routeId }) => routeId)).toEqual(expected)
    expect(expected.length).toBeGreaterThan(50)
  })

  it("compares two routes with the sign the collation comparison gave", () => {
    fc.assert(
      fc.property(routePair, ([a, b]) => {
        expect(Math.sign(compareSpecificity(a, b))).toBe(Math.sign(collationOrder(a, b)))
      }),
    )
  })

  it("puts fewer segments first, then a static segment before a param one at the first difference", () => {
    const routes = compiledRoutes("en")
    const position = (routeId: string) => routes.findIndex((route) => route.routeId === routeId)
    expect(position("front")).toBe(0)
    expect(position("conversationNew")).toBeLessThan(position("conversationThread"))
  })
})
