// A RootStore with every feature area attached, as the pages attach them, for tests that reach into the areas.
import type { StoreEnv } from "../../src/platform/api/env.ts"
import { loadArea, type AreaName, type AreaOf } from "../../src/kit/stores/areas.ts"
import { createRootStore, type RootStore, type RootStoreSnapshot } from "../../src/kit/stores/RootStore.ts"
import { ALL_FEATURES } from "./features.ts"

/** Every area of both targets' features. */
export const AREA_NAMES = ALL_FEATURES.flatMap((feature) => Object.keys(feature.stores ?? {})) as AreaName[]

/** Loads every area's model through its feature's manifest, as the pages would (a test's `beforeAll`). */
export async function loadAllAreas(): Promise<void> {
  createRootStore({} as StoreEnv, ALL_FEATURES)
  await Promise.all(AREA_NAMES.map(loadArea))
}

// Tests that make their stores here find every area's model loaded
await loadAllAreas()

/** The root with its area slots filled. */
export type TestRoot = RootStore & { readonly [N in AreaName]: AreaOf<N> }

/** A root store on `env` with every area attached (a snapshot may fill areas too: `{ booking: {…} }`). */
export function createTestRoot(env: StoreEnv, snapshot: RootStoreSnapshot = {}): TestRoot {
  const root = createRootStore(env, ALL_FEATURES, snapshot)
  for (const name of AREA_NAMES) root.attachArea(name)
  return root as TestRoot
}
