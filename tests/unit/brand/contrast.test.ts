import { describe, expect, it } from "vitest"
import { BRANDS } from "../../../src/domain/features.ts"
import { contrastRatio, isHex, relativeLuminance } from "../../../src/platform/brand/contrast.ts"
import { CONTRAST_PAIRS, PALETTES } from "../../../src/platform/brand/palette.ts"

describe("contrastRatio", () => {
  it("matches WCAG reference values", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5)
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5)
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2)
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5)
    expect(contrastRatio("#0B5CAD", "#0B5CAD")).toBe(1)
  })

  it("rejects anything but #rrggbb", () => {
    expect(isHex("#abc")).toBe(false)
    expect(isHex("0B5CAD")).toBe(false)
    expect(() => relativeLuminance("#12345g")).toThrow()
  })
})

describe.each(BRANDS)("%s palette", (brand) => {
  const palette = PALETTES[brand]

  it.each(CONTRAST_PAIRS.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    "%s on %s reaches %s:1",
    (foreground, background, minimum) => {
      expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(minimum)
    },
  )

  it("uses only #rrggbb values", () => {
    expect(Object.values(palette).every(isHex)).toBe(true)
  })
})

describe("brand palettes", () => {
  it("are different brands: the primary colours differ", () => {
    expect(PALETTES.adult.primary).not.toBe(PALETTES.children.primary)
  })

  it("keep the adult primary blue (spec messaging §9)", () => {
    const hex = PALETTES.adult.primary
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ]
    expect(b).toBeGreaterThan(r)
    expect(b).toBeGreaterThan(g)
  })
})
