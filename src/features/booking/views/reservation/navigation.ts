import type { HealthCareType } from "../../../../domain/features.ts"

/**
 * What the list hands the reservation page in the history entry (it survives a reload): the list's address
 * with its query, so Back restores the view, and whether the slot needs a login (only list items carry it).
 */
export type ReservationNavigation = {
  listPath: string
  requiresAuthToReserve: boolean
}

export function reservationNavigationOf(state: unknown): Partial<ReservationNavigation> {
  if (typeof state !== "object" || state === null) return {}
  const { listPath, requiresAuthToReserve } = state as Record<string, unknown>
  return {
    listPath: typeof listPath === "string" && listPath.startsWith("/") ? listPath : undefined,
    requiresAuthToReserve: requiresAuthToReserve === true,
  }
}

/** spec §4: login is required when requiresAuthToReserve is set or the type is insurance or kela65. */
export function loginRequiredFor(careType: HealthCareType, requiresAuthToReserve: boolean): boolean {
  return requiresAuthToReserve || careType === "insurance" || careType === "kela65"
}
