import { composeTarget, screenMapOf } from "../../src/kit/feature/compose.ts"
import type { FeatureManifest } from "../../src/kit/feature/manifest.ts"
import * as features from "./features.ts"

/** The kiosk's features (features.ts, one line each). */
export const KIOSK_FEATURES: readonly FeatureManifest[] = Object.values(features)

/** The kiosk's screens by name, from its features' manifests. */
export const KIOSK_SCREENS = screenMapOf(KIOSK_FEATURES)

/** A kiosk screen the routes show; each is one of the kiosk's features' (a missing one fails at boot). */
export function screenOf(name: string) {
  const screen = KIOSK_SCREENS[name]
  if (!screen) throw new Error(`kiosk: no feature has the ${name} screen`)
  return screen
}

/** Sets the kiosk up from its features (the route table) before its router or store is made. */
export function composeKiosk(): void {
  composeTarget(KIOSK_FEATURES)
}
