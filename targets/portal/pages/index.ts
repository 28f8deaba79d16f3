import { ACCOUNT_PAGES } from "./account.ts"
import { APPOINTMENT_PAGES } from "./appointments.ts"
import { BOOKING_PAGES } from "./booking.ts"
import { HEALTH_PAGES } from "./health.ts"
import { INFO_PAGES } from "./info.ts"
import { INVOICE_PAGES } from "./invoices.ts"
import { LANDING_PAGES } from "./landing.ts"
import { MESSAGING_PAGES } from "./messaging.ts"
import { OCCUPATIONAL_PAGES } from "./occupational.ts"
import { PAYMENT_PAGES } from "./payment.ts"
import { RECORD_PAGES } from "./records.ts"
import type { RouteId } from "../../../src/platform/routing/index.ts"
import type { TitledRouteId } from "../../../src/kit/ui/page/documentTitle.ts"
import type { PageEntry, PageMap } from "./types.ts"

export type { PageEntry } from "./types.ts"

/** The portal's pages by route id, one file per feature area; routes of the table without a page here answer with the not-found page. */
export const PAGES: PageMap = {
  ...BOOKING_PAGES,
  ...ACCOUNT_PAGES,
  ...APPOINTMENT_PAGES,
  ...MESSAGING_PAGES,
  ...RECORD_PAGES,
  ...HEALTH_PAGES,
  ...INFO_PAGES,
  ...OCCUPATIONAL_PAGES,
  ...LANDING_PAGES,
  ...PAYMENT_PAGES,
  ...INVOICE_PAGES,
}

/** The page of a route of the table, with the route id its title goes by; undefined where no page is built yet. */
export function pageOf(routeId: RouteId): (PageEntry & { routeId: TitledRouteId }) | undefined {
  const page = (PAGES as Partial<Record<RouteId, PageEntry>>)[routeId]
  return page && { ...page, routeId: routeId as TitledRouteId }
}
