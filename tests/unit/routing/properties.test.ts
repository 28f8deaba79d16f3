import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LANGUAGES, type Lang } from "../../../src/domain/language.ts"
import { buildRoutePath } from "../../../src/platform/routing/buildPath.ts"
import { matchPath } from "../../../src/platform/routing/matchPath.ts"
import { encodeQuery } from "../../../src/platform/routing/query.ts"
import { languagesOf, ROUTE_IDS, type RouteId } from "../../../src/platform/routing/routeTable.ts"
import { switchLanguage } from "../../../src/platform/routing/switchLanguage.ts"
import { paramsArbitraryFor } from "./samples.ts"

const routeInLanguage = fc
  .constantFrom(...ROUTE_IDS.flatMap((routeId) => languagesOf(routeId).map((lang) => ({ routeId, lang }))))
  .chain(({ routeId, lang }) => paramsArbitraryFor(routeId).map((params) => ({ routeId, lang, params })))

const multilingualRoute = fc
  .constantFrom(...ROUTE_IDS.filter((routeId) => languagesOf(routeId).length === LANGUAGES.length))
  .chain((routeId: RouteId) =>
    fc.record({
      routeId: fc.constant(routeId),
      params: paramsArbitraryFor(routeId),
      from: fc.constantFrom<Lang>(...LANGUAGES),
      to: fc.constantFrom<Lang>(...LANGUAGES),
    }),
  )

const queryValues = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12, unit: "grapheme" }),
  fc.array(fc.string({ maxLength: 20, unit: "grapheme" }), { minLength: 1, maxLength: 3 }),
  { maxKeys: 4 },
)

describe("routing properties", () => {
  it("matchPath(buildPath(route, params)) gives the route, language and params back", () => {
    fc.assert(
      fc.property(routeInLanguage, ({ routeId, lang, params }) => {
        expect(matchPath(buildRoutePath(routeId, lang, params))).toEqual({ routeId, lang, params })
      }),
    )
  })

  it("switching language there and back keeps the page, params and query", () => {
    fc.assert(
      fc.property(multilingualRoute, queryValues, ({ routeId, params, from, to }, query) => {
        const original = buildRoutePath(routeId, from, params) + encodeQuery(query)
        const switched = switchLanguage(original, to)
        expect(matchPath(switched)).toEqual({ routeId, lang: to, params })
        expect(switchLanguage(switched, from)).toBe(original)
      }),
    )
  })

  it("a next path inside the query follows the page to the other language and back", () => {
    fc.assert(
      fc.property(multilingualRoute, multilingualRoute, (page, next) => {
        const nextPath = buildRoutePath(next.routeId, page.from, next.params)
        const original = buildRoutePath("login", page.from) + encodeQuery({ nextPath })
        const switched = switchLanguage(original, page.to)
        const switchedNext = new URLSearchParams(switched.slice(switched.indexOf("?"))).get("nextPath") ?? ""
        expect(matchPath(switchedNext)).toEqual({ routeId: next.routeId, lang: page.to, params: next.params })
        expect(switchLanguage(switched, page.from)).toBe(original)
      }),
    )
  })

  it("encodeQuery survives URLSearchParams for any text, ä and spaces included", () => {
    fc.assert(
      fc.property(queryValues, (query) => {
        const parsed = new URLSearchParams(encodeQuery(query))
        for (const [key, values] of Object.entries(query)) expect(parsed.getAll(key)).toEqual(values)
      }),
    )
  })

  it("matchPath never throws, and what it matches rebuilds to the same match", () => {
    const segment = fc.oneof(
      fc.constantFrom(
        "fi",
        "sv",
        "en",
        "viestit",
        "uusi",
        "ajanvaraukset",
        "vapaat-ajat",
        "kaynnit",
        "%2C",
        "",
      ),
      fc.string({ maxLength: 8 }),
      fc.stringMatching(/^[0-9,]{1,6}$/),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const match = matchPath(`/${segments.join("/")}`)
        if (match === undefined) return
        expect(matchPath(buildRoutePath(match.routeId, match.lang, match.params))).toEqual(match)
      }),
    )
  })

  it("a numeric id that is not all digits never matches", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }).filter((text) => !/^[0-9]+$/.test(text)),
        (text) => {
          expect(matchPath(`/fi/kaynnit/${encodeURIComponent(text)}`)).toBeUndefined()
        },
      ),
    )
  })
})
