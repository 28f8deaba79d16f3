import type { PageMap } from "./types.ts"

/** Appointments: viewing, checking in and cancelling. */
export const APPOINTMENT_PAGES: PageMap = {}
