import { definePortal } from "../../kit/feature/manifest.ts"
import { bookingFeature } from "./feature.ts"

/** Booking in the portal: the feature with its pages, by route id. */
export const bookingPortal = definePortal(bookingFeature, {
  pages: {
    booking: {
      namespaces: ["booking"],
      load: () => import("./views/BookingLanding.tsx").then((module) => module.BookingLanding),
    },
    bookingPrivate: {
      areas: ["booking", "profile"],
      namespaces: ["booking"],
      load: () => import("./views/AppointmentListPage.tsx").then((module) => module.PrivateAppointmentList),
    },
    bookingOccupational: {
      areas: ["booking", "profile"],
      namespaces: ["booking"],
      load: () =>
        import("./views/AppointmentListPage.tsx").then((module) => module.OccupationalAppointmentList),
    },
    bookingInsurance: {
      areas: ["booking", "profile"],
      namespaces: ["booking"],
      load: () => import("./views/AppointmentListPage.tsx").then((module) => module.InsuranceAppointmentList),
    },
    bookingKela65: {
      areas: ["booking", "profile"],
      namespaces: ["booking"],
      load: () => import("./views/AppointmentListPage.tsx").then((module) => module.Kela65AppointmentList),
    },
    anonymousAvailableAppointments: {
      areas: ["booking"],
      namespaces: ["booking"],
      load: () =>
        import("./views/reservation/ReservationPage.tsx").then((module) => module.AnonymousReservation),
    },
    anonymousAvailableAppointmentsInsurance: {
      areas: ["booking"],
      namespaces: ["booking"],
      load: () =>
        import("./views/reservation/ReservationPage.tsx").then(
          (module) => module.AnonymousInsuranceReservation,
        ),
    },
    anonymousAvailableAppointmentsKela65: {
      areas: ["booking"],
      namespaces: ["booking"],
      load: () =>
        import("./views/reservation/ReservationPage.tsx").then((module) => module.AnonymousKela65Reservation),
    },
    availableAppointments: {
      areas: ["booking", "insurance", "profile"],
      namespaces: ["booking", "insurance", "profile"],
      load: () =>
        import("./views/reservation/LoggedInReservationPage.tsx").then(
          (module) => module.LoggedInPrivateReservation,
        ),
    },
    availableAppointmentsOccupational: {
      areas: ["booking", "insurance", "profile"],
      namespaces: ["booking", "insurance", "profile"],
      load: () =>
        import("./views/reservation/LoggedInReservationPage.tsx").then(
          (module) => module.LoggedInOccupationalReservation,
        ),
    },
    availableAppointmentsInsurance: {
      areas: ["booking", "insurance", "profile"],
      namespaces: ["booking", "insurance", "profile"],
      load: () =>
        import("./views/reservation/LoggedInReservationPage.tsx").then(
          (module) => module.LoggedInInsuranceReservation,
        ),
    },
    availableAppointmentsKela65: {
      areas: ["booking", "insurance", "profile"],
      namespaces: ["booking", "insurance", "profile"],
      load: () =>
        import("./views/reservation/LoggedInReservationPage.tsx").then(
          (module) => module.LoggedInKela65Reservation,
        ),
    },
    occupationalHealthcare: {
      areas: ["booking"],
      namespaces: ["booking"],
      load: () =>
        import("./views/occupational/OccupationalHome.tsx").then((module) => module.OccupationalHome),
    },
    occupationalHealthcareLanding: {
      namespaces: ["booking"],
      load: () =>
        import("./views/occupational/OccupationalLanding.tsx").then((module) => module.OccupationalLanding),
    },
  },
})
