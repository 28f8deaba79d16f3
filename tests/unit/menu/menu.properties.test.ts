import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FEATURES } from "../../../src/domain/features.ts"
import { menuItems, ROUTES_MISSING_IN_CHILDREN_BRAND } from "../../../src/domain/menu.ts"
import type { MenuInput } from "../../../src/domain/menu.ts"
import { loggedInAdult, menuIds, menuInput, routeIds } from "./fixtures.ts"

const canonicalOrder = menuIds(loggedInAdult)
const property = (predicate: (input: MenuInput) => void) =>
  fc.assert(fc.property(menuInput, predicate), { numRuns: 500 })

describe("menuItems properties", () => {
  it("never gives the children's brand the occupational group or the pages it lacks", () => {
    property((input) => {
      if (input.brand !== "children") return
      expect(menuIds(input)).not.toContain("occupationalHealthcareGroup")
      for (const routeId of ROUTES_MISSING_IN_CHILDREN_BRAND) expect(routeIds(input)).not.toContain(routeId)
    })
  })

  it("has a log out item iff the user is logged in on mobile", () => {
    property((input) => {
      expect(menuIds(input).includes("logOut")).toBe(input.isMobile && input.isLoggedIn)
    })
  })

  it("has a help link iff the language is Finnish (for logged-in users), its SMS FAQ iff also mfa", () => {
    property((input) => {
      const ids = menuIds(input)
      expect(ids.includes("help")).toBe(input.lang === "fi" && input.isLoggedIn)
      expect(ids.includes("helpSmsLogin")).toBe(ids.includes("help") && input.features.includes("mfa"))
    })
  })

  it("has messages iff logged in to the adult brand with both messaging features", () => {
    property((input) => {
      const ids = menuIds(input)
      const messaging =
        input.features.includes("customer-messaging-enabled") &&
        input.features.includes("customer-messaging-allowed")
      expect(ids.includes("messages")).toBe(input.isLoggedIn && input.brand === "adult" && messaging)
      expect(ids.includes("occupationalHealthcareGroup")).toBe(
        input.isLoggedIn && input.hasOccupationalHealthcare && input.brand === "adult",
      )
    })
  })

  it("has the sickness fund group iff logged in with both sickness fund features", () => {
    property((input) => {
      const expected =
        input.isLoggedIn &&
        input.features.includes("sickness-fund-page") &&
        input.features.includes("is-finnair-sickness-fund-member")
      expect(menuIds(input).includes("sicknessFundGroup")).toBe(expected)
    })
  })

  it("has the children's chat iff logged in with pikkutsatti", () => {
    property((input) => {
      expect(menuIds(input).includes("childrensChat")).toBe(
        input.isLoggedIn && input.features.includes("pikkutsatti"),
      )
    })
  })

  it("keeps the spec's order, unique ids, home first and no empty groups", () => {
    property((input) => {
      const ids = menuIds(input)
      expect(new Set(ids).size).toBe(ids.length)
      const positions = ids.map((id) => canonicalOrder.indexOf(id))
      expect(positions.every((position) => position >= 0)).toBe(true)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      if (input.isLoggedIn) expect(ids[0]).toBe("home")
      for (const item of menuItems(input))
        if (item.kind === "group") expect(item.children.length).toBeGreaterThan(0)
    })
  })

  it("depends on the set of features only, not their order or repetition", () => {
    fc.assert(
      fc.property(menuInput, fc.array(fc.constantFrom(...FEATURES)), (input, extra) => {
        const shuffled = [...input.features].reverse()
        expect(menuItems({ ...input, features: [...shuffled, ...input.features] })).toEqual(menuItems(input))
        const more = menuItems({ ...input, features: [...input.features, ...extra] })
        // adding features never removes an item (gating is monotone)
        for (const id of menuIds(input))
          expect(menuIds({ ...input, features: [...input.features, ...extra] })).toContain(id)
        expect(more.length).toBeGreaterThanOrEqual(menuItems(input).length)
      }),
    )
  })
})
