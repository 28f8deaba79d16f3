import type { HealthCareType } from "../../domain/features.ts"
import type { RouteId } from "../../platform/routing/routeTable.ts"

const LIST_ROUTES = {
  private: "bookingPrivate",
  occupational: "bookingOccupational",
  insurance: "bookingInsurance",
  kela65: "bookingKela65",
} as const satisfies Record<HealthCareType, RouteId>

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
} as const satisfies Record<"loggedIn" | "anonymous", Record<HealthCareType, RouteId>>

export type BookingListRouteId = (typeof LIST_ROUTES)[HealthCareType]
export type ReservationRouteId = (typeof RESERVATION_ROUTES)["loggedIn" | "anonymous"][HealthCareType]

/** The appointment list of a customer type (the cards of the booking landing link here). */
export function bookingListRoute(careType: HealthCareType): BookingListRouteId {
  return LIST_ROUTES[careType]
}

/** The reservation page of one appointment: /{lang}/[anonymous-users/]available-appointments/[type/]{id}. */
export function reservationRoute(
  careType: HealthCareType,
  audience: "loggedIn" | "anonymous",
): ReservationRouteId {
  return RESERVATION_ROUTES[audience][careType]
}
