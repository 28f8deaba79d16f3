import type { PageMap } from "./types.ts"

/** Booking: the landing, the lists and the reservation pages. */
export const BOOKING_PAGES: PageMap = {
  booking: {
    namespaces: ["booking"],
    load: async () => (await import("../../../src/features/booking/views/BookingLanding.tsx")).BookingLanding,
  },
  bookingPrivate: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/AppointmentListPage.tsx")).PrivateAppointmentList,
  },
  bookingOccupational: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/AppointmentListPage.tsx")).OccupationalAppointmentList,
  },
  bookingInsurance: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/AppointmentListPage.tsx")).InsuranceAppointmentList,
  },
  bookingKela65: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/AppointmentListPage.tsx")).Kela65AppointmentList,
  },
  anonymousAvailableAppointments: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/ReservationPage.tsx")).AnonymousReservation,
  },
  anonymousAvailableAppointmentsInsurance: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/ReservationPage.tsx"))
        .AnonymousInsuranceReservation,
  },
  anonymousAvailableAppointmentsKela65: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/ReservationPage.tsx")).AnonymousKela65Reservation,
  },
  availableAppointments: {
    areas: ["booking", "insurance"],
    namespaces: ["booking", "insurance", "profile"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/LoggedInReservationPage.tsx"))
        .LoggedInPrivateReservation,
  },
  availableAppointmentsOccupational: {
    areas: ["booking", "insurance"],
    namespaces: ["booking", "insurance", "profile"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/LoggedInReservationPage.tsx"))
        .LoggedInOccupationalReservation,
  },
  availableAppointmentsInsurance: {
    areas: ["booking", "insurance"],
    namespaces: ["booking", "insurance", "profile"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/LoggedInReservationPage.tsx"))
        .LoggedInInsuranceReservation,
  },
  availableAppointmentsKela65: {
    areas: ["booking", "insurance"],
    namespaces: ["booking", "insurance", "profile"],
    load: async () =>
      (await import("../../../src/features/booking/views/reservation/LoggedInReservationPage.tsx"))
        .LoggedInKela65Reservation,
  },
  occupationalHealthcare: {
    areas: ["booking"],
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/occupational/OccupationalHome.tsx")).OccupationalHome,
  },
  occupationalHealthcareLanding: {
    namespaces: ["booking"],
    load: async () =>
      (await import("../../../src/features/booking/views/occupational/OccupationalLanding.tsx")).OccupationalLanding,
  },
}
