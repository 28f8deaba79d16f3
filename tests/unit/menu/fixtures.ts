import fc from "fast-check"
import { BRANDS, FEATURES } from "../../../src/domain/features.ts"
import type { Feature } from "../../../src/domain/features.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { menuItems, menuLinks } from "../../../src/domain/menu.ts"
import type { MenuInput, MenuItem } from "../../../src/domain/menu.ts"

export const ALL_FEATURES: readonly Feature[] = FEATURES

export const loggedInAdult: MenuInput = {
  brand: "adult",
  lang: "fi",
  features: ALL_FEATURES,
  hasOccupationalHealthcare: true,
  isLoggedIn: true,
  isMobile: true,
}

export const menuInput: fc.Arbitrary<MenuInput> = fc.record({
  brand: fc.constantFrom(...BRANDS),
  lang: fc.constantFrom(...LANGUAGES),
  features: fc.subarray([...FEATURES]),
  hasOccupationalHealthcare: fc.boolean(),
  isLoggedIn: fc.boolean(),
  isMobile: fc.boolean(),
})

// every id in the menu, groups and nested links included, in order
export function ids(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...(item.kind === "action" ? [] : ids(item.children ?? []))])
}

export const menuIds = (input: MenuInput): string[] => ids(menuItems(input))
export const routeIds = (input: MenuInput): string[] =>
  menuLinks(menuItems(input)).map((link) => link.routeId)

export const without = (...removed: Feature[]): Feature[] => ALL_FEATURES.filter((f) => !removed.includes(f))
