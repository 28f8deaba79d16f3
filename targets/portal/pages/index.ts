import { ACCOUNT_PAGES } from "./account.ts"
import { APPOINTMENT_PAGES } from "./appointments.ts"
import { BOOKING_PAGES } from "./booking.ts"
import type { PageMap } from "./types.ts"

export type { PageEntry } from "./types.ts"

/** The portal's pages by route id, one file per feature area; routes of the table without a page here answer with the not-found page. */
export const PAGES: PageMap = { ...BOOKING_PAGES, ...ACCOUNT_PAGES, ...APPOINTMENT_PAGES }
