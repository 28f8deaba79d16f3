import { getEnv, type IAnyStateTreeNode } from "mobx-state-tree"
import type { StoreEnv } from "../api/env.ts"
import type { Clock } from "../../domain/clock.ts"

// The tree's clock (StoreEnv.now), the only way stores read the time. Free of Luxon, so that the shell can keep
// time without bringing the date library into the first load; nowOf (./now.ts) reads it as a Helsinki date-time.

/** Now as epoch milliseconds. */
export function nowMsOf(node: IAnyStateTreeNode): number {
  return getEnv<StoreEnv>(node).now()
}

/** The clock itself, for views that keep time on screen (useClock in src/views). */
export function clockOf(node: IAnyStateTreeNode): Clock {
  return getEnv<StoreEnv>(node).now
}
