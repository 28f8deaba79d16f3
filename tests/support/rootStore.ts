// A RootStore with every feature area attached, as the pages attach them, for tests that reach into the areas.
import type { StoreEnv } from "../../src/platform/api/env.ts"
import "../../src/features/account/store/area.ts"
import "../../src/features/appointments/store/area.ts"
import "../../src/features/booking/store/area.ts"
import "../../src/features/front/store/area.ts"
import "../../src/features/booking/store/insurance/area.ts"
import "../../src/features/payments/store/invoices/area.ts"
import "../../src/features/records/store/certificates/area.ts"
import "../../src/features/kiosk/store/area.ts"
import "../../src/features/messaging/store/area.ts"
import "../../src/features/occupational/store/area.ts"
import "../../src/features/payments/store/payment/area.ts"
import "../../src/features/prescriptions/store/area.ts"
import "../../src/features/questionnaires/store/area.ts"
import "../../src/features/records/store/area.ts"
import { AREA_NAMES, type AreaName } from "../../src/kit/stores/areas.ts"
import {
  createRootStore,
  type AreaOf,
  type RootStore,
  type RootStoreSnapshot,
} from "../../src/kit/stores/RootStore.ts"

/** The root with its area slots filled. */
export type TestRoot = RootStore & { readonly [N in AreaName]: AreaOf<N> }

/** A root store on `env` with every area attached (a snapshot may fill areas too: `{ booking: {…} }`). */
export function createTestRoot(env: StoreEnv, snapshot: RootStoreSnapshot = {}): TestRoot {
  const root = createRootStore(env, snapshot)
  for (const name of AREA_NAMES) root.attachArea(name)
  return root as TestRoot
}
