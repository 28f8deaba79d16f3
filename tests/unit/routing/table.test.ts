import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { canEnter, guardFor, isSessionExpiredAllowed } from "../../../src/platform/routing/guards.ts"
import {
  isAvailableIn,
  isRouteId,
  languagesOf,
  ROUTE_IDS,
  routes,
} from "../../../src/platform/routing/routeTable.ts"
import type { RouteId } from "../../../src/platform/routing/routeTable.ts"
import { routePatterns } from "../../../src/platform/routing/routePatterns.ts"
import type { Guard } from "../../../src/platform/routing/types.ts"

describe("route table", () => {
  it.each(LANGUAGES)("no two routes share a pattern in %s, params counted as one shape", (lang) => {
    const shapes = routePatterns(lang).map(({ path }) => path.replace(/:[A-Za-z0-9]+/g, ":"))
    expect(new Set(shapes).size).toBe(shapes.length)
  })

  it.each(LANGUAGES)("routePatterns(%s) lists every route of the language once, prefixed by it", (lang) => {
    const patterns = routePatterns(lang)
    expect(patterns.map(({ routeId }) => routeId).sort()).toEqual(
      ROUTE_IDS.filter((routeId) => isAvailableIn(routeId, lang)).sort(),
    )
    for (const { path } of patterns) expect(path === `/${lang}` || path.startsWith(`/${lang}/`)).toBe(true)
  })

  it("gives react-router patterns", () => {
    const fi = routePatterns("fi")
    expect(fi).toContainEqual({ routeId: "bookingPrivate", path: "/fi/ajanvaraus/yksityisasiakas" })
    expect(fi).toContainEqual({ routeId: "availableAppointments", path: "/fi/vapaat-ajat/:id" })
    expect(fi).toContainEqual({ routeId: "front", path: "/fi" })
  })

  it("lists a static pattern before a param pattern of the same length", () => {
    const order = routePatterns("en").map(({ routeId }) => routeId)
    expect(order.indexOf("conversationNew")).toBeLessThan(order.indexOf("conversationThread"))
  })

  it("has every route in all three languages except Finnish-only help", () => {
    for (const routeId of ROUTE_IDS) {
      expect(languagesOf(routeId), routeId).toEqual(routeId === "help" ? ["fi"] : ["fi", "sv", "en"])
    }
  })

  it("names chosen words only for languages the route has", () => {
    for (const routeId of ROUTE_IDS) {
      const definition = routes[routeId] as { chosenWords?: readonly string[] }
      for (const lang of definition.chosenWords ?? []) expect(languagesOf(routeId)).toContain(lang)
    }
  })

  it("recognises route ids", () => {
    expect(isRouteId("visit")).toBe(true)
    expect(isRouteId("toString")).toBe(false)
    expect(isRouteId(42)).toBe(false)
  })
})

// spec: login and the acting-on-behalf front page are for anonymous users only
const ANONYMOUS_ONLY: RouteId[] = ["transactionPath", "login", "childrenLoginChoice"]
// spec: what anonymous visitors may see; everything else is for logged-in users
const PUBLIC: RouteId[] = [
  "booking",
  "bookingPrivate",
  "bookingInsurance",
  "bookingKela65",
  "occupationalVaccination",
  "occupationalHealthcareLanding",
  "anonymousAvailableAppointments",
  "anonymousAvailableAppointmentsInsurance",
  "anonymousAvailableAppointmentsKela65",
  "anonymousAppointment",
  "authentication",
  "expiredSession",
  "help",
  "anonymousPikkutsatti",
  "eula",
  "invoiceLanding",
  "newCustomer",
]

function expectedGuard(routeId: RouteId): Guard {
  if (ANONYMOUS_ONLY.includes(routeId)) return "anonymousOnly"
  return PUBLIC.includes(routeId) ? "public" : "loggedIn"
}

describe("guards", () => {
  it.each(ROUTE_IDS)("%s has the guard the spec's roles give", (routeId) => {
    expect(guardFor(routeId)).toBe(expectedGuard(routeId))
  })

  it("lets a session-expired user reach only the MFA and timed-out pages", () => {
    const allowed = ROUTE_IDS.filter((routeId) => canEnter(routeId, "sessionExpired"))
    expect(allowed.sort()).toEqual(["authentication", "expiredSession"])
    expect(ROUTE_IDS.filter(isSessionExpiredAllowed).sort()).toEqual(["authentication", "expiredSession"])
  })

  it("keeps anonymous visitors out of logged-in pages and logged-in users out of anonymous-only ones", () => {
    expect(canEnter("visits", "anonymous")).toBe(false)
    expect(canEnter("visits", "loggedIn")).toBe(true)
    expect(canEnter("login", "loggedIn")).toBe(false)
    expect(canEnter("login", "anonymous")).toBe(true)
    expect(canEnter("booking", "anonymous")).toBe(true)
    expect(canEnter("booking", "loggedIn")).toBe(true)
    expect(canEnter("booking", "sessionExpired")).toBe(false)
  })
})
