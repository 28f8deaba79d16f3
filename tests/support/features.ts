// Every feature of both targets, as the tests compose them: the route table and the root store's slots of the tests
// are the targets' own.
import { namespacesOf } from "../../src/kit/feature/compose.ts"
import type { FeatureManifest } from "../../src/kit/feature/manifest.ts"
import type { Namespace } from "../../src/platform/i18n/namespaces.ts"
import { KIOSK_FEATURES } from "../../targets/kiosk/composition.ts"
import { PORTAL_FEATURES } from "../../targets/portal/composition.ts"

/** Each feature once: the portal's with its pages where both targets compose it. */
export const ALL_FEATURES: readonly FeatureManifest[] = [
  ...new Map([...KIOSK_FEATURES, ...PORTAL_FEATURES].map((feature) => [feature.name, feature])).values(),
]

/** Every text namespace: common, and each feature's own. */
export const ALL_NAMESPACES: readonly Namespace[] = ["common", ...namespacesOf(ALL_FEATURES)]
