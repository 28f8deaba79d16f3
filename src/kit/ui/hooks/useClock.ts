import type { Clock } from "../../../domain/clock.ts"
import { clockOf } from "../../../platform/clock/clock.ts"
import { useStores } from "../StoreContext.tsx"

/** The store's clock (StoreEnv.now): views read the time from it, never from the machine directly. */
export function useClock(): Clock {
  return clockOf(useStores())
}
