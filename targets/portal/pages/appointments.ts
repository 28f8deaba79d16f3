import type { PageMap } from "./types.ts"

/** Appointments: the front page, viewing, checking in and cancelling. */
export const APPOINTMENT_PAGES: PageMap = {
  // The logged-in front page; targets/portal/routes.tsx sends anonymous visitors to the booking landing instead
  front: {
    areas: ["front"],
    namespaces: ["appointments", "messaging", "records", "smsLogin"],
    load: async () => (await import("../../../src/features/front/views/FrontPage.tsx")).FrontPage,
    start: async () => (await import("../../../src/features/front/views/startFrontPage.ts")).startFrontPage,
  },
  appointments: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () => (await import("../../../src/features/appointments/views/AppointmentsPage.tsx")).AppointmentsPage,
  },
  appointmentsByIds: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () =>
      (await import("../../../src/features/appointments/views/AppointmentsByIdsPage.tsx")).AppointmentsByIdsPage,
  },
  anonymousAppointment: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () =>
      (await import("../../../src/features/appointments/views/AnonymousAppointmentPage.tsx")).AnonymousAppointmentPage,
  },
}
