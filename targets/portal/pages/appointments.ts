import type { PageMap } from "./types.ts"

/** Appointments: the front page, viewing, checking in and cancelling. */
export const APPOINTMENT_PAGES: PageMap = {
  // The logged-in front page; targets/portal/routes.tsx sends anonymous visitors to the booking landing instead
  front: {
    areas: ["front"],
    namespaces: ["appointments", "messaging", "records", "smsLogin"],
    load: async () => (await import("../../../src/views/front/FrontPage.tsx")).FrontPage,
    start: async () => (await import("../../../src/views/front/startFrontPage.ts")).startFrontPage,
  },
  appointments: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () => (await import("../../../src/views/appointments/AppointmentsPage.tsx")).AppointmentsPage,
  },
  appointmentsByIds: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () =>
      (await import("../../../src/views/appointments/AppointmentsByIdsPage.tsx")).AppointmentsByIdsPage,
  },
  anonymousAppointment: {
    areas: ["appointments"],
    namespaces: ["appointments"],
    load: async () =>
      (await import("../../../src/views/appointments/AnonymousAppointmentPage.tsx")).AnonymousAppointmentPage,
  },
}
