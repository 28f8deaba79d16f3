// One budget against one measured size (scripts/size-budgets.ts explains goals and ceilings).
import type { Limit } from "../size-budgets.ts"

export const KiB = 1024

export type Judgement = {
  /** the enforced limit in bytes: the ceiling when set, else the goal times the floor */
  limit: number
  over: boolean
  /** the goal in bytes, where the budget has one */
  goal?: number
  goalMet?: boolean
  /** what the budget file could say now: a lower ceiling, or none once the goal is met */
  advice?: string
}

/** The ceiling a build of this size can hold: KiB, rounded up to a tenth. */
export const ceilingFor = (bytes: number) => Math.ceil((bytes / KiB) * 10) / 10

export function judge(bytes: number, limit: Limit, floorBytes: number): Judgement {
  const goal = limit.goal === undefined ? undefined : limit.goal * floorBytes
  const ceiling = limit.ceilingKiB === undefined ? undefined : limit.ceilingKiB * KiB
  const enforced = ceiling ?? goal
  if (enforced === undefined) throw new Error("a budget needs a goal or a ceiling")
  const goalMet = goal === undefined ? undefined : bytes <= goal
  let advice: string | undefined
  if (ceiling !== undefined && goalMet) advice = "the goal is met: the ceiling can go"
  else if (ceiling !== undefined && ceilingFor(bytes) < (limit.ceilingKiB as number))
    advice = `the ceiling can come down to ${ceilingFor(bytes).toFixed(1)} KiB`
  return {
    limit: enforced,
    over: bytes > enforced,
    ...(goal === undefined ? {} : { goal, goalMet }),
    ...(advice ? { advice } : {}),
  }
}
