import { describe, expect, it } from "vitest"
import { LANGUAGES, type Lang } from "../../../src/domain/language.ts"
import { buildRoutePath } from "../../../src/platform/routing/buildPath.ts"
import { matchPath } from "../../../src/platform/routing/matchPath.ts"
import {
  isAvailableIn,
  languagesOf,
  ROUTE_IDS,
  type RouteId,
} from "../../../src/platform/routing/routeTable.ts"
import { switchLanguage } from "../../../src/platform/routing/switchLanguage.ts"
import { sampleParamsFor } from "./samples.ts"

const CASES: [RouteId, Lang][] = ROUTE_IDS.flatMap((routeId) =>
  languagesOf(routeId).map((lang): [RouteId, Lang] => [routeId, lang]),
)

describe("every route in every language", () => {
  it("covers all routes", () => {
    expect(CASES.length).toBe(ROUTE_IDS.length * 3 - 2)
  })

  it.each(CASES)("%s/%s: build → match gives the same route, language and params", (routeId, lang) => {
    const params = sampleParamsFor(routeId)
    const path = buildRoutePath(routeId, lang, params)
    expect(matchPath(path)).toEqual({ routeId, lang, params })
    expect(matchPath(`${path}/`)).toEqual({ routeId, lang, params })
  })

  it.each(CASES)("%s/%s: switching language there and back returns the original", (routeId, lang) => {
    const original = buildRoutePath(routeId, lang, sampleParamsFor(routeId)) + "?q=%C3%A4%20b&flag=true#top"
    for (const target of LANGUAGES) {
      const switched = switchLanguage(original, target)
      if (!isAvailableIn(routeId, target)) {
        expect(switched).toBe(`/${target}`)
        continue
      }
      expect(matchPath(switched)).toEqual({ routeId, lang: target, params: sampleParamsFor(routeId) })
      expect(switched.endsWith("?q=%C3%A4%20b&flag=true#top")).toBe(true)
      expect(switchLanguage(switched, lang)).toBe(original)
    }
  })
})
