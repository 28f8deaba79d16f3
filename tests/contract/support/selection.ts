// Which cases run, from the environment:
//   CONTRACT_ONLY=getSession,messaging   only cases whose operationId (or GraphQL operation name) or tag is listed
//   CONTRACT_REQUIRE_ALL=1               pending cases run, and an operation without a case fails the suite
import type { ContractCase } from "./cases.ts"

export interface Selection {
  only?: ReadonlySet<string>
  requireAll: boolean
}

export function selectionFrom(env: Record<string, string | undefined>): Selection {
  const only = env.CONTRACT_ONLY?.split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
  return {
    only: only && only.length > 0 ? new Set(only) : undefined,
    requireAll: env.CONTRACT_REQUIRE_ALL === "1" || env.CONTRACT_REQUIRE_ALL === "true",
  }
}

export function isSelected(selection: Selection, operation: string, tags: readonly string[]): boolean {
  const { only } = selection
  return !only || only.has(operation) || tags.some((tag) => only.has(tag))
}

/** Why a selected case does not run, or undefined when it does. */
export function skipReason(
  selection: Selection,
  contractCase: ContractCase,
  target: "sandbox" | "other",
): string | undefined {
  if (contractCase.sandboxOnly && target !== "sandbox") return `sandbox only: ${contractCase.sandboxOnly}`
  if (contractCase.pending && !selection.requireAll) return `pending: ${contractCase.pending}`
  return undefined
}
