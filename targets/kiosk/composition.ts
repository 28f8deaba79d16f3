import { composeTarget, kioskScreenIdOf, screenMapOf } from "../../src/kit/feature/compose.ts"
import type { FeatureManifest } from "../../src/kit/feature/manifest.ts"
import { KIOSK_BASENAME } from "../../src/features/kiosk/views/paths.ts"
import type { VisitPages } from "../shared/webVitals.ts"
import * as features from "./features.ts"

/** The kiosk's features (features.ts, one line each). */
export const KIOSK_FEATURES: readonly FeatureManifest[] = Object.values(features)

/** The kiosk's screens by name, from its features' manifests. */
export const KIOSK_SCREENS = screenMapOf(KIOSK_FEATURES)

/** Sets the kiosk up from its features (the route table) before its router or store is made. */
export function composeKiosk(): void {
  composeTarget(KIOSK_FEATURES)
}

/** The kiosk's pages in its reports: by its screens, under its basename. */
export const KIOSK_PAGES: VisitPages = {
  target: "kiosk",
  routeIdOf: (pathname) =>
    kioskScreenIdOf(KIOSK_SCREENS, pathname.slice(KIOSK_BASENAME.length).replace(/(.)\/$/, "$1") || "/"),
}
