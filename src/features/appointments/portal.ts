import { definePortal } from "../../kit/feature/manifest.ts"
import { appointmentsFeature } from "./feature.ts"

/** Appointments in the portal: the feature with its pages, by route id. */
export const appointmentsPortal = definePortal(appointmentsFeature, {
  pages: {
    appointments: {
      areas: ["appointments"],
      namespaces: ["appointments"],
      load: () => import("./views/AppointmentsPage.tsx").then((module) => module.AppointmentsPage),
    },
    appointmentsByIds: {
      areas: ["appointments"],
      namespaces: ["appointments"],
      load: () => import("./views/AppointmentsByIdsPage.tsx").then((module) => module.AppointmentsByIdsPage),
    },
    anonymousAppointment: {
      areas: ["appointments"],
      namespaces: ["appointments"],
      load: () =>
        import("./views/AnonymousAppointmentPage.tsx").then((module) => module.AnonymousAppointmentPage),
    },
  },
})
