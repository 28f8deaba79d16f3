import { routeDefinition, type RouteId } from "./routeTable.ts"
import type { Guard, SessionState } from "./types.ts"

export function guardFor(routeId: RouteId): Guard {
  return routeDefinition(routeId).guard
}

export function isSessionExpiredAllowed(routeId: RouteId): boolean {
  return routeDefinition(routeId).sessionExpiredAllowed === true
}

/** Whether a visitor in this session state may open the route; where to send them instead is the shell's call. */
export function canEnter(routeId: RouteId, session: SessionState): boolean {
  switch (session) {
    case "sessionExpired":
      return isSessionExpiredAllowed(routeId)
    case "pinPending":
      return routeId === "authentication"
    case "anonymous":
      return guardFor(routeId) !== "loggedIn"
    case "loggedIn":
      return guardFor(routeId) !== "anonymousOnly"
  }
}
