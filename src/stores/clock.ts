import { getEnv, type IAnyStateTreeNode } from "mobx-state-tree"
import type { DateTime } from "luxon"
import type { StoreEnv } from "../api/env.ts"
import type { Clock } from "../domain/clock.ts"
import { nowOn } from "../domain/dates.ts"

/** Now, in Helsinki, by the clock of the tree `node` belongs to (StoreEnv.now): the only way stores read the time. */
export function nowOf(node: IAnyStateTreeNode): DateTime<true> {
  return nowOn(getEnv<StoreEnv>(node).now)
}

/** The same instant as epoch milliseconds. */
export function nowMsOf(node: IAnyStateTreeNode): number {
  return getEnv<StoreEnv>(node).now()
}

/** The clock itself, for views that keep time on screen (useClock in src/views). */
export function clockOf(node: IAnyStateTreeNode): Clock {
  return getEnv<StoreEnv>(node).now
}
