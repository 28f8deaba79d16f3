import type { ComponentType } from "react"
import type { RouteId } from "../../src/routing/index.ts"
import type { ShellHandle } from "../../src/views/shell/PageShell.tsx"

export type PageEntry = {
  /** Route-level code splitting: each page is its own chunk, loaded when first visited. */
  load: () => Promise<ComponentType>
  handle?: ShellHandle
}

/** The portal's pages by route id; routes of the table without a page here answer with the not-found page. */
export const PAGES: Partial<Record<RouteId, PageEntry>> = {
  booking: { load: async () => (await import("../../src/views/booking/BookingLanding.tsx")).BookingLanding },
  bookingPrivate: {
    load: async () =>
      (await import("../../src/views/booking/AppointmentListPage.tsx")).PrivateAppointmentList,
  },
  bookingOccupational: {
    load: async () =>
      (await import("../../src/views/booking/AppointmentListPage.tsx")).OccupationalAppointmentList,
  },
  bookingInsurance: {
    load: async () =>
      (await import("../../src/views/booking/AppointmentListPage.tsx")).InsuranceAppointmentList,
  },
  bookingKela65: {
    load: async () => (await import("../../src/views/booking/AppointmentListPage.tsx")).Kela65AppointmentList,
  },
  anonymousAvailableAppointments: {
    load: async () =>
      (await import("../../src/views/booking/reservation/ReservationPage.tsx")).AnonymousReservation,
  },
  anonymousAvailableAppointmentsInsurance: {
    load: async () =>
      (await import("../../src/views/booking/reservation/ReservationPage.tsx")).AnonymousInsuranceReservation,
  },
  anonymousAvailableAppointmentsKela65: {
    load: async () =>
      (await import("../../src/views/booking/reservation/ReservationPage.tsx")).AnonymousKela65Reservation,
  },
  // spec: the login page hides the menu
  login: {
    load: async () => (await import("../../src/views/account/LoginPage.tsx")).LoginPage,
    handle: { menu: false },
  },
  childrenLoginChoice: {
    load: async () => (await import("../../src/views/account/LoginChoicePage.tsx")).LoginChoicePage,
    handle: { menu: false },
  },
}
