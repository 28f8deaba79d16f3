import type { RouteDefinition } from "../../platform/routing/types.ts"

/**
 * Query keys of the appointment search. spec: booking links carry practitionerIds and includeRemote,
 * search-result links startDate and timeOfDay; the list URL follows the filter, so clinicIds and specialtyIds
 * (fields of the search filter) are allowed too. The booking landing carries any of them over to the lists.
 */
export const APPOINTMENT_SEARCH_QUERY = [
  "practitionerIds",
  "includeRemote",
  "startDate",
  "timeOfDay",
  "clinicIds",
  "specialtyIds",
] as const

const ID = { id: "numericId" } as const

// spec (booking-and-account §2 Booking): landing, the four lists, occupational home, available appointments
export const bookingRoutes = {
  booking: {
    path: { fi: "ajanvaraus", sv: "tidsbokning", en: "booking" },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "public",
  },
  bookingPrivate: {
    path: { fi: "ajanvaraus/yksityisasiakas", sv: "tidsbokning/privat-kund", en: "booking/private-customer" },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "public",
    chosenWords: ["fi"],
  },
  bookingOccupational: {
    path: {
      fi: "ajanvaraus/tyoterveys",
      sv: "tidsbokning/foretagshalsovard",
      en: "booking/occupational-healthcare",
    },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "loggedIn",
    chosenWords: ["fi"],
  },
  bookingInsurance: {
    path: { fi: "ajanvaraus/vakuutus", sv: "tidsbokning/forsakring", en: "booking/insurance" },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "public",
  },
  bookingKela65: {
    path: { fi: "ajanvaraus/kela65", sv: "tidsbokning/kela65", en: "booking/kela65" },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "public",
  },
  occupationalHealthcare: {
    path: { fi: "tyoterveys", sv: "foretagshalsovard", en: "occupational-healthcare" },
    guard: "loggedIn",
  },
  occupationalHealthcareLanding: {
    path: {
      fi: "kirjautumattomat-kayttajat/tyoterveys",
      sv: "anonyma-anvandare/foretagshalsovard",
      en: "anonymous-users/occupational-healthcare",
    },
    query: APPOINTMENT_SEARCH_QUERY,
    guard: "public",
    chosenWords: ["fi", "sv", "en"],
  },
  // The reservation page of one appointment is served at these paths (spec: "Reservation page for one appointment
  // (logged in or anonymous)"); see reservationRoute() in bookingFlow.ts.
  availableAppointments: {
    path: { fi: "vapaat-ajat/:id", sv: "lediga-tider/:id", en: "available-appointments/:id" },
    params: ID,
    guard: "loggedIn",
  },
  availableAppointmentsOccupational: {
    path: {
      fi: "vapaat-ajat/tyoterveys/:id",
      sv: "lediga-tider/foretagshalsovard/:id",
      en: "available-appointments/occupational/:id",
    },
    params: ID,
    guard: "loggedIn",
    chosenWords: ["fi", "sv"],
  },
  availableAppointmentsInsurance: {
    path: {
      fi: "vapaat-ajat/vakuutus/:id",
      sv: "lediga-tider/forsakring/:id",
      en: "available-appointments/insurance/:id",
    },
    params: ID,
    guard: "loggedIn",
    chosenWords: ["fi", "sv"],
  },
  availableAppointmentsKela65: {
    path: {
      fi: "vapaat-ajat/kela65/:id",
      sv: "lediga-tider/kela65/:id",
      en: "available-appointments/kela65/:id",
    },
    params: ID,
    guard: "loggedIn",
  },
  anonymousAvailableAppointments: {
    path: {
      fi: "kirjautumattomat-kayttajat/vapaat-ajat/:id",
      sv: "anonyma-anvandare/lediga-tider/:id",
      en: "anonymous-users/available-appointments/:id",
    },
    params: ID,
    guard: "public",
  },
  anonymousAvailableAppointmentsInsurance: {
    path: {
      fi: "kirjautumattomat-kayttajat/vapaat-ajat/vakuutus/:id",
      sv: "anonyma-anvandare/lediga-tider/forsakring/:id",
      en: "anonymous-users/available-appointments/insurance/:id",
    },
    params: ID,
    guard: "public",
    chosenWords: ["fi", "sv"],
  },
  anonymousAvailableAppointmentsKela65: {
    path: {
      fi: "kirjautumattomat-kayttajat/vapaat-ajat/kela65/:id",
      sv: "anonyma-anvandare/lediga-tider/kela65/:id",
      en: "anonymous-users/available-appointments/kela65/:id",
    },
    params: ID,
    guard: "public",
  },
} as const satisfies Record<string, RouteDefinition>

// The slice's route ids and params join the route table's types
type BookingRoutes = typeof bookingRoutes
declare module "../../platform/routing/routeTable.ts" {
  interface RouteRegistry extends BookingRoutes {}
}
