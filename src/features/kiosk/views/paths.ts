import type { Lang } from "../../../domain/language.ts"
import { buildPath } from "../../../platform/routing/index.ts"

/** The kiosk's addresses are under /kiosk (its service worker's scope). */
export const KIOSK_BASENAME = "/kiosk"

/** The kiosk's own screens (under the basename; the kiosk has no address bar to translate). */
export const KIOSK_SETUP_PATH = "/setup"
export const KIOSK_CHECK_IN_PATH = "/check-in"

/** The booking list of this clinic: the portal's private list address, so the booking views work unchanged. */
export function kioskBookingPath(lang: Lang, clinicId: string): string {
  return buildPath("bookingPrivate", lang, undefined, { clinicIds: [clinicId] })
}
