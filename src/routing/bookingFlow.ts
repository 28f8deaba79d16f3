import type { RouteId } from "./routeTable.ts"

/** spec: healthCareType private (default), kela65, occupational, insurance */
export type BookingCareType = "private" | "occupational" | "insurance" | "kela65"

const LIST_ROUTES = {
  private: "bookingPrivate",
  occupational: "bookingOccupational",
  insurance: "bookingInsurance",
  kela65: "bookingKela65",
} as const satisfies Record<BookingCareType, RouteId>

const RESERVATION_ROUTES = {
  loggedIn: {
    private: "availableAppointments",
    occupational: "availableAppointmentsOccupational",
    insurance: "availableAppointmentsInsurance",
    kela65: "availableAppointmentsKela65",
  },
  // There is no anonymous occupational page: the occupational list needs a logged-in user (spec §2).
  anonymous: {
    private: "anonymousAvailableAppointments",
    occupational: "availableAppointmentsOccupational",
    insurance: "anonymousAvailableAppointmentsInsurance",
    kela65: "anonymousAvailableAppointmentsKela65",
  },
} as const satisfies Record<"loggedIn" | "anonymous", Record<BookingCareType, RouteId>>

export type BookingListRouteId = (typeof LIST_ROUTES)[BookingCareType]
export type ReservationRouteId = (typeof RESERVATION_ROUTES)["loggedIn" | "anonymous"][BookingCareType]

/** The appointment list of a customer type (the cards of the booking landing link here). */
export function bookingListRoute(careType: BookingCareType): BookingListRouteId {
  return LIST_ROUTES[careType]
}

/** The reservation page of one appointment: /{lang}/[anonymous-users/]available-appointments/[type/]{id}. */
export function reservationRoute(
  careType: BookingCareType,
  audience: "loggedIn" | "anonymous",
): ReservationRouteId {
  return RESERVATION_ROUTES[audience][careType]
}
