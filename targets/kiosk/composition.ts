import { composeTarget, screenMapOf } from "../../src/kit/feature/compose.ts"
import type { FeatureManifest } from "../../src/kit/feature/manifest.ts"
import * as features from "./features.ts"

/** The kiosk's features (features.ts, one line each). */
export const KIOSK_FEATURES: readonly FeatureManifest[] = Object.values(features)

/** The kiosk's screens by name, from its features' manifests. */
export const KIOSK_SCREENS = screenMapOf(KIOSK_FEATURES)

/** Sets the kiosk up from its features (the route table) before its router or store is made. */
export function composeKiosk(): void {
  composeTarget(KIOSK_FEATURES)
}
