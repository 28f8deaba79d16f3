import { describe, expect, it } from "vitest"
import { menuItems } from "../../../src/domain/menu.ts"
import type { MenuGroup, MenuInput } from "../../../src/domain/menu.ts"
import { loggedInAdult, menuIds, routeIds, without } from "./fixtures.ts"

// The occupational pages and the invoices in the menu (spec booking §2 'Page shell', §6; messaging §1, §6)
describe("menuItems: occupational pages and invoices", () => {
  const group = (input: MenuInput) =>
    menuItems(input).find((item): item is MenuGroup => item.id === "occupationalHealthcareGroup")

  it("puts the occupational home, vaccination and team in the group, in that order (messages sit after home)", () => {
    expect(group(loggedInAdult)?.children.map((link) => link.routeId)).toEqual([
      "occupationalHealthcare",
      "occupationalVaccination",
      "occupationalTeam",
    ])
  })

  it("keeps the team without ohc-appointment-search (it is not appointment search), but not the vaccination", () => {
    const input = { ...loggedInAdult, features: without("ohc-appointment-search") }
    expect(routeIds(input)).toContain("occupationalTeam")
    expect(routeIds(input)).not.toContain("occupationalVaccination")
  })

  it("has no occupational page without occupational healthcare or in the children's brand", () => {
    const occupational = ["occupationalHealthcare", "occupationalVaccination", "occupationalTeam"]
    for (const input of [
      { ...loggedInAdult, hasOccupationalHealthcare: false },
      { ...loggedInAdult, brand: "children" as const },
    ]) {
      for (const routeId of occupational) expect(routeIds(input)).not.toContain(routeId)
    }
  })

  it("lists the invoices in both brands, whatever the features, before my information", () => {
    for (const brand of ["adult", "children"] as const) {
      for (const features of [loggedInAdult.features, []]) {
        const ids = menuIds({ ...loggedInAdult, brand, features })
        expect(ids.indexOf("invoices")).toBeGreaterThan(-1)
        expect(ids.indexOf("invoices")).toBe(ids.indexOf("myInformation") - 1)
      }
    }
  })

  it("lists no invoices nor occupational pages for an anonymous visitor", () => {
    expect(routeIds({ ...loggedInAdult, isLoggedIn: false })).toEqual([])
  })
})
