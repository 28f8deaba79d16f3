import type { PageMap } from "./types.ts"

/** Booking: the landing, the lists and the reservation pages. */
export const BOOKING_PAGES: PageMap = {
  booking: {
    load: async () => (await import("../../../src/views/booking/BookingLanding.tsx")).BookingLanding,
  },
  bookingPrivate: {
    load: async () =>
      (await import("../../../src/views/booking/AppointmentListPage.tsx")).PrivateAppointmentList,
  },
  bookingOccupational: {
    load: async () =>
      (await import("../../../src/views/booking/AppointmentListPage.tsx")).OccupationalAppointmentList,
  },
  bookingInsurance: {
    load: async () =>
      (await import("../../../src/views/booking/AppointmentListPage.tsx")).InsuranceAppointmentList,
  },
  bookingKela65: {
    load: async () =>
      (await import("../../../src/views/booking/AppointmentListPage.tsx")).Kela65AppointmentList,
  },
  anonymousAvailableAppointments: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/ReservationPage.tsx")).AnonymousReservation,
  },
  anonymousAvailableAppointmentsInsurance: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/ReservationPage.tsx"))
        .AnonymousInsuranceReservation,
  },
  anonymousAvailableAppointmentsKela65: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/ReservationPage.tsx")).AnonymousKela65Reservation,
  },
  availableAppointments: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/LoggedInReservationPage.tsx"))
        .LoggedInPrivateReservation,
  },
  availableAppointmentsOccupational: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/LoggedInReservationPage.tsx"))
        .LoggedInOccupationalReservation,
  },
  availableAppointmentsInsurance: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/LoggedInReservationPage.tsx"))
        .LoggedInInsuranceReservation,
  },
  availableAppointmentsKela65: {
    load: async () =>
      (await import("../../../src/views/booking/reservation/LoggedInReservationPage.tsx"))
        .LoggedInKela65Reservation,
  },
  occupationalHealthcare: {
    load: async () =>
      (await import("../../../src/views/booking/occupational/OccupationalHome.tsx")).OccupationalHome,
  },
  occupationalHealthcareLanding: {
    load: async () =>
      (await import("../../../src/views/booking/occupational/OccupationalLanding.tsx")).OccupationalLanding,
  },
}
