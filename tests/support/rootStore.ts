// A RootStore with every feature area attached, as the pages attach them, for tests that reach into the areas.
import type { StoreEnv } from "../../src/api/env.ts"
import "../../src/stores/account/area.ts"
import "../../src/stores/appointments/area.ts"
import "../../src/stores/booking/area.ts"
import "../../src/stores/front/area.ts"
import "../../src/stores/insurance/area.ts"
import "../../src/stores/invoices/area.ts"
import "../../src/stores/certificates/area.ts"
import "../../src/stores/kiosk/area.ts"
import "../../src/stores/messaging/area.ts"
import "../../src/stores/occupational/area.ts"
import "../../src/stores/payment/area.ts"
import "../../src/stores/prescriptions/area.ts"
import "../../src/stores/questionnaires/area.ts"
import "../../src/stores/records/area.ts"
import { AREA_NAMES, type AreaName } from "../../src/stores/areas.ts"
import {
  createRootStore,
  type AreaOf,
  type RootStore,
  type RootStoreSnapshot,
} from "../../src/stores/RootStore.ts"

/** The root with its area slots filled. */
export type TestRoot = RootStore & { readonly [N in AreaName]: AreaOf<N> }

/** A root store on `env` with every area attached (a snapshot may fill areas too: `{ booking: {…} }`). */
export function createTestRoot(env: StoreEnv, snapshot: RootStoreSnapshot = {}): TestRoot {
  const root = createRootStore(env, snapshot)
  for (const name of AREA_NAMES) root.attachArea(name)
  return root as TestRoot
}
