import type { BrandId } from "../../domain/features.ts"
import type { Hex } from "./contrast.ts"

// Every colour the design tokens define. src/kit/ui/tokens.css repeats these values as --color-* custom
// properties (camelCase key → kebab-case name); tests/unit/brand/tokens.test.ts keeps the two in step.
export interface BrandPalette {
  readonly primary: Hex
  readonly primaryHover: Hex
  readonly onPrimary: Hex
  readonly text: Hex
  readonly textMuted: Hex
  readonly background: Hex
  readonly surface: Hex
  readonly border: Hex
  readonly focusRing: Hex
  readonly danger: Hex
  readonly onDanger: Hex
  readonly dangerSurface: Hex
  readonly success: Hex
  readonly onSuccess: Hex
  readonly successSurface: Hex
  // amber is too light for text on white, so it is a fill (badges, bars) with dark text on it;
  // warningText is the amber-family colour for text on light backgrounds
  readonly warning: Hex
  readonly onWarning: Hex
  readonly warningText: Hex
  readonly warningSurface: Hex
}

export type PaletteKey = keyof BrandPalette

// spec messaging §9: status colours danger red, success green, warning amber (shared by both brands)
const STATUS_COLOURS = {
  danger: "#b3261e",
  onDanger: "#ffffff",
  dangerSurface: "#fdecea",
  success: "#1e7b34",
  onSuccess: "#ffffff",
  successSurface: "#e8f5ec",
  warning: "#f2a900",
  warningText: "#7a4d00",
  warningSurface: "#fff4d6",
} as const satisfies Partial<BrandPalette>

// spec messaging §9: brand colour primary blue
export const ADULT_PALETTE: BrandPalette = {
  ...STATUS_COLOURS,
  primary: "#0b5cad",
  primaryHover: "#084785",
  onPrimary: "#ffffff",
  text: "#1a2330",
  textMuted: "#4f5b69",
  background: "#ffffff",
  surface: "#f3f6fa",
  border: "#6f7b88",
  focusRing: "#174ea6",
  onWarning: "#1a2330",
}

// The children's brand: violet instead of blue, warmer neutrals (spec: children's brand has its own look)
export const CHILDREN_PALETTE: BrandPalette = {
  ...STATUS_COLOURS,
  primary: "#6a2c91",
  primaryHover: "#4e1f6c",
  onPrimary: "#ffffff",
  text: "#2b2233",
  textMuted: "#5e5466",
  background: "#ffffff",
  surface: "#f7f3fa",
  border: "#7a6e84",
  focusRing: "#4b1c6b",
  onWarning: "#2b2233",
}

export const PALETTES: Readonly<Record<BrandId, BrandPalette>> = {
  adult: ADULT_PALETTE,
  children: CHILDREN_PALETTE,
}

export function cssVariableName(key: PaletteKey): string {
  return `--color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

export interface ContrastPair {
  readonly foreground: PaletteKey
  readonly background: PaletteKey
  // WCAG 2.2 AA: 4.5 for text (1.4.3), 3 for focus indicators and component boundaries (1.4.11)
  readonly minimum: 4.5 | 3
}

const text = (foreground: PaletteKey, background: PaletteKey): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
})
const nonText = (foreground: PaletteKey, background: PaletteKey): ContrastPair => ({
  foreground,
  background,
  minimum: 3,
})

// The foreground/background combinations the views may use; any other combination is not part of the design.
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text("text", "background"),
  text("text", "surface"),
  text("textMuted", "background"),
  text("textMuted", "surface"),
  text("primary", "background"),
  text("primary", "surface"),
  text("primaryHover", "background"),
  text("onPrimary", "primary"),
  text("onPrimary", "primaryHover"),
  text("danger", "background"),
  text("danger", "dangerSurface"),
  text("text", "dangerSurface"),
  text("onDanger", "danger"),
  text("success", "background"),
  text("success", "successSurface"),
  text("text", "successSurface"),
  text("onSuccess", "success"),
  text("onWarning", "warning"),
  text("warningText", "background"),
  text("warningText", "warningSurface"),
  text("text", "warningSurface"),
  nonText("border", "background"),
  nonText("border", "surface"),
  nonText("focusRing", "background"),
  nonText("focusRing", "surface"),
  nonText("primary", "background"),
  nonText("danger", "background"),
]
