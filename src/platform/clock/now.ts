import type { IAnyStateTreeNode } from "mobx-state-tree"
import type { DateTime } from "luxon"
import { nowOn } from "../../domain/dates.ts"
import { clockOf } from "./clock.ts"

/** Now, in Helsinki, by the clock of the tree `node` belongs to (StoreEnv.now, read through ./clock.ts). */
export function nowOf(node: IAnyStateTreeNode): DateTime<true> {
  return nowOn(clockOf(node))
}
