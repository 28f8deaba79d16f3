// What a target is made of is derived from its features' manifests: the route table, the root store's slots, the
// text namespaces and the page map. An area added as one folder (the README's walkthrough, ./example) and one line
// in a target's list is picked up by each.
import { afterAll, describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../src/platform/api/env.ts"
import {
  compositionProblems,
  composeTarget,
  kioskScreenIdOf,
  namespacesOf,
  pageMapOf,
  screenMapOf,
} from "../../../src/kit/feature/compose.ts"
import { attachAreas, createRootStore, type AreaName } from "../../../src/kit/stores/RootStore.ts"
import { buildPath, matchPath, routeDefinition, type RouteId } from "../../../src/platform/routing/index.ts"
import { menuItems, menuLinks, withRoutesOnly } from "../../../src/domain/menu.ts"
import { KIOSK_FEATURES, KIOSK_PAGES, KIOSK_SCREENS } from "../../../targets/kiosk/composition.ts"
import { screenRoutes } from "../../../targets/kiosk/routes.tsx"
import { PORTAL_FEATURES, PORTAL_MENU } from "../../../targets/portal/composition.ts"
import { loggedInAdult } from "../menu/fixtures.ts"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES } from "../../support/features.ts"
import { exampleFeature } from "./example/feature.ts"

// the example's names are in no registry (a fixture adds no types to the product): looked up as plain strings
const EXAMPLE_ROUTE = "exampleNotes" as RouteId
const EXAMPLE_AREA = "example" as AreaName

afterAll(() => composeTarget(ALL_FEATURES))

describe("each target's composition", () => {
  it("holds: every area a page or screen reads is a feature's of the target, nothing is in two features", () => {
    expect(compositionProblems(PORTAL_FEATURES)).toEqual([])
    expect(compositionProblems(KIOSK_FEATURES)).toEqual([])
    expect(compositionProblems(ALL_FEATURES)).toEqual([])
  })

  it("names what is missing or twice", () => {
    const withoutProfile = PORTAL_FEATURES.filter((feature) => feature.name !== "profile")
    expect(compositionProblems(withoutProfile)).toContain(
      "page myInformation reads the profile area, no feature's here",
    )
    expect(compositionProblems([...KIOSK_FEATURES, exampleFeature, exampleFeature])).toContain(
      "route exampleNotes is in example and example",
    )
  })
})

describe("the portal's side menu", () => {
  it("links to every page the spec's menu has, so the menu is the spec's", () => {
    const spec = menuLinks(menuItems(loggedInAdult)).map((link) => link.routeId)
    expect([...new Set(PORTAL_MENU)].sort()).toEqual([...new Set(spec)].sort())
    expect(withRoutesOnly(menuItems(loggedInAdult), PORTAL_MENU)).toEqual(menuItems(loggedInAdult))
  })

  it("leaves out the links of a feature the target does not have, and a group left empty", () => {
    const withoutOccupational = PORTAL_FEATURES.filter(
      ({ name }) => !["occupational", "booking"].includes(name),
    )
    const menu = withRoutesOnly(
      menuItems(loggedInAdult),
      withoutOccupational.flatMap(({ menu }) => menu ?? []),
    )
    const links = menuLinks(menu).map((link) => link.routeId)
    expect(links).not.toContain("occupationalTeam")
    expect(links).toContain("conversations")
    // the occupational group had the pages of those two features only: it goes; the care group stays
    expect(menuItems(loggedInAdult).find((item) => item.id === "occupationalHealthcareGroup")).toBeDefined()
    expect(menu.find((item) => item.id === "occupationalHealthcareGroup")).toBeUndefined()
    expect(menu.find((item) => item.id === "careGroup")).toBeDefined()
  })
})

describe("an area added as one folder and one line in a target's list", () => {
  const portal = [...PORTAL_FEATURES, exampleFeature]

  it("joins the route table", () => {
    composeTarget(portal)
    expect(routeDefinition(EXAMPLE_ROUTE).guard).toBe("loggedIn")
    expect(buildPath(EXAMPLE_ROUTE as "front", "sv")).toBe("/sv/anteckningar")
    expect(matchPath("/en/notes")?.routeId).toBe(EXAMPLE_ROUTE)
    expect(matchPath("/fi/ajanvaraus")?.routeId).toBe("booking")
  })

  it("gets a slot in the root store, attached through its manifest", async () => {
    const store = createRootStore({ now: testClock } as StoreEnv, portal)
    expect(store.areaNames).toContain(EXAMPLE_AREA)
    await attachAreas(store, [EXAMPLE_AREA])
    const example = (store as unknown as Record<string, { notes: string[]; add(note: string): void }>)
      .example!
    example.add("Ring the lab")
    expect(example.notes).toEqual(["Ring the lab"])
  })

  it("adds its page to the page map and its namespace to the target's", () => {
    expect(Object.keys(pageMapOf(portal))).toContain(EXAMPLE_ROUTE)
    expect(Object.keys(pageMapOf(PORTAL_FEATURES))).not.toContain(EXAMPLE_ROUTE)
    expect(namespacesOf(portal)).toContain("example")
    expect(compositionProblems(portal)).toEqual([])
  })
})

describe("the kiosk's screens", () => {
  const deps = { store: {}, i18n: {} } as Parameters<typeof screenRoutes>[1]
  const paths = (routes: { path?: string }[]) => routes.map((route) => route.path).sort()

  it("are routed at their own addresses, and a route table's route in every language", () => {
    composeTarget(KIOSK_FEATURES)
    const { bound, open } = screenRoutes(KIOSK_SCREENS, deps)
    expect(paths(bound)).toEqual(["/check-in"])
    const booking = ["fi", "sv", "en"].map((lang) => buildPath("bookingPrivate", lang as "fi"))
    const reservation = (["fi", "sv", "en"] as const).map(
      (lang) => `/${lang}/${routeDefinition("anonymousAvailableAppointments").path[lang]}`,
    )
    expect(paths(open)).toEqual([...booking, ...reservation, "/setup"].sort())
  })

  it("take in an area added as one folder: its screen at its address, behind the binding", () => {
    const kiosk = [...KIOSK_FEATURES, exampleFeature]
    composeTarget(kiosk)
    expect(paths(screenRoutes(screenMapOf(kiosk), deps).bound)).toEqual(["/check-in", "/notes"])
    expect(compositionProblems(kiosk)).toEqual([])
  })

  it("name the pages of the kiosk's reports: the attract screen, a screen at its own address, a route's screen", () => {
    composeTarget(KIOSK_FEATURES)
    const pageOf = KIOSK_PAGES.routeIdOf
    expect(KIOSK_PAGES.target).toBe("kiosk")
    expect(pageOf("/kiosk")).toBe("kioskAttract")
    expect(pageOf("/kiosk/")).toBe("kioskAttract")
    expect(pageOf("/kiosk/setup")).toBe("kioskSetup")
    expect(pageOf("/kiosk/check-in/")).toBe("kioskCheckIn")
    expect(pageOf(`/kiosk${buildPath("bookingPrivate", "sv")}`)).toBe("bookingPrivate")
    expect(pageOf("/kiosk/nothing-here")).toBe("kioskUnknown")
    const withExample = screenMapOf([...KIOSK_FEATURES, exampleFeature])
    expect(kioskScreenIdOf(withExample, "/notes")).toBe("kioskNotes")
  })

  it("may not share an address", () => {
    const twin = { ...exampleFeature, name: "twin", routes: undefined, stores: undefined, pages: undefined }
    expect(compositionProblems([...KIOSK_FEATURES, exampleFeature, twin])).toContain(
      "screen address /notes is in example and twin",
    )
  })
})
