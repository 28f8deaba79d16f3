import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { BRANDS } from "../../../src/domain/features.ts"
import type { BrandId } from "../../../src/domain/features.ts"
import { BRAND_DEFINITIONS } from "../../../src/platform/brand/brands.ts"
import { cssVariableName, PALETTES } from "../../../src/platform/brand/palette.ts"
import type { PaletteKey } from "../../../src/platform/brand/palette.ts"

const read = (path: string) => readFileSync(new URL(`../../../src/kit/ui/${path}`, import.meta.url), "utf8")
const tokensCss = read("tokens.css")
const touchCss = read("touch.css")

// declarations of the first top-level rule with exactly this selector list
function declarations(css: string, selectorList: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "")
  const normalise = (list: string) =>
    list
      .split(",")
      .map((part) => part.trim())
      .join(", ")
  for (const [, selectors = "", body = ""] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (normalise(selectors) !== normalise(selectorList)) continue
    const entries = body
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== "")
    return new Map(entries)
  }
  throw new Error(`no rule for ${selectorList}`)
}

// the adult brand is also the default, on :root
const BRAND_SELECTORS: Record<BrandId, string> = {
  adult: ':root, [data-brand="adult"]',
  children: '[data-brand="children"]',
}
const brandBlock = (brand: BrandId) => declarations(tokensCss, BRAND_SELECTORS[brand])

describe.each(BRANDS)("tokens.css for the %s brand", (brand) => {
  it("declares every palette colour with the value from src/platform/brand", () => {
    const block = brandBlock(brand)
    for (const [key, hex] of Object.entries(PALETTES[brand])) {
      expect(block.get(cssVariableName(key as PaletteKey))?.toUpperCase(), key).toBe(hex.toUpperCase())
    }
  })

  it("declares no colour the palette does not know", () => {
    const known = new Set(Object.keys(PALETTES[brand]).map((key) => cssVariableName(key as PaletteKey)))
    const colours = [...brandBlock(brand).keys()].filter((name) => name.startsWith("--color-"))
    expect(colours.filter((name) => !known.has(name))).toEqual([])
  })

  it("carries the brand's header image proportion", () => {
    expect(Number(brandBlock(brand).get("--header-image-proportion"))).toBe(
      BRAND_DEFINITIONS[brand].headerImageProportion,
    )
  })
})

describe("tokens.css", () => {
  it("sets the children's brand after the adult default, so that it wins on <html>", () => {
    expect(tokensCss.indexOf(BRAND_SELECTORS.children)).toBeGreaterThan(
      tokensCss.indexOf(BRAND_SELECTORS.adult),
    )
  })

  it("keeps pointer targets at the WCAG 2.2 AA minimum of 24px", () => {
    expect(declarations(tokensCss, ":root").get("--target-min")).toBe("24px")
  })

  it("draws a visible focus ring in the brand's focus colour", () => {
    const focus = declarations(tokensCss, ":focus-visible")
    expect(focus.get("outline")).toContain("var(--color-focus-ring)")
    expect(focus.get("outline")).toContain("solid")
  })

  it("uses the palette's hex values nowhere else", () => {
    const outsideBrandBlocks = tokensCss.replace(/(:root,\s*)?\[data-brand="[a-z]+"\]\s*\{[^}]*\}/g, "")
    expect(outsideBrandBlocks.match(/#[0-9a-f]{6}\b/gi) ?? []).toEqual([])
  })
})

describe("touch.css", () => {
  const touch = declarations(touchCss, '[data-theme="touch"]')
  const base = declarations(tokensCss, ":root")
  const px = (value: string | undefined) =>
    Number.parseFloat(value ?? "NaN") * (value?.endsWith("rem") ? 16 : 1)

  it("sets targets to at least 48px", () => {
    expect(px(touch.get("--target-min"))).toBeGreaterThanOrEqual(48)
    expect(px(touch.get("--control-height"))).toBeGreaterThanOrEqual(48)
  })

  it("enlarges every type size and spacing step it overrides", () => {
    const scaled = [...touch.keys()].filter((name) => /^--(font-size|space)-/.test(name))
    expect(scaled.length).toBeGreaterThanOrEqual(15)
    for (const name of scaled) expect(px(touch.get(name)), name).toBeGreaterThan(px(base.get(name)))
  })

  it("changes no colours", () => {
    expect([...touch.keys()].filter((name) => name.startsWith("--color-"))).toEqual([])
  })
})
