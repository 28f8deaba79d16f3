import { LANGUAGES, type Lang } from "../../domain/language.ts"
import { buildRoutePath } from "./buildPath.ts"
import { canEnter, guardFor } from "./guards.ts"
import type { RouteId } from "./routeTable.ts"
import type { SessionState } from "./types.ts"

const IN_APP_PATH = new RegExp(`^/(${LANGUAGES.join("|")})(?=$|[/?#])[^\\\\]*$`)

/** Only paths of this app may be a next target, so a crafted link cannot send the user elsewhere. */
export function isInAppPath(value: string | null | undefined): value is string {
  return typeof value === "string" && IN_APP_PATH.test(value)
}

function searchOf(url: string): string {
  const queryAt = url.indexOf("?")
  if (queryAt === -1) return ""
  const hashAt = url.indexOf("#", queryAt)
  return hashAt === -1 ? url.slice(queryAt) : url.slice(queryAt, hashAt)
}

/**
 * Where the guard sends a visitor who may not open the route, or undefined when they may.
 * - PIN step pending: back to the MFA page, next = the current URL (the timed-out page's own next, if it was that);
 * - session expired: the timed-out page, next = the current URL (spec: at expiry the browser goes there);
 * - anonymous on the occupational list: the occupational landing with the original query (spec: its next path
 *   is the appointment search with the original query string carried over);
 * - anonymous on another logged-in page: login, nextPath = the current URL;
 * - logged in on an anonymous-only page: the next path it carries, else the front page.
 */
export function redirectFor(
  routeId: RouteId,
  session: SessionState,
  lang: Lang,
  currentUrl: string,
): string | undefined {
  if (canEnter(routeId, session)) return undefined
  if (session === "pinPending") {
    const next =
      routeId === "expiredSession" ? new URLSearchParams(searchOf(currentUrl)).get("next") : currentUrl
    return buildRoutePath("authentication", lang, undefined, {
      next: isInAppPath(next) ? next : buildRoutePath("front", lang),
    })
  }
  if (session === "sessionExpired") {
    return buildRoutePath("expiredSession", lang, undefined, { next: currentUrl })
  }
  if (session === "anonymous") {
    if (routeId === "bookingOccupational") {
      return buildRoutePath("occupationalHealthcareLanding", lang) + searchOf(currentUrl)
    }
    return buildRoutePath("login", lang, undefined, { nextPath: currentUrl })
  }
  if (guardFor(routeId) === "anonymousOnly") {
    const next = new URLSearchParams(searchOf(currentUrl)).get("nextPath")
    return isInAppPath(next) ? next : buildRoutePath("front", lang)
  }
  return undefined
}
