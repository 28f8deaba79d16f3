import type appointments from "../../../locales/fi/appointments.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { appointmentsRoutes } from "./routes.ts"
import type { AppointmentsAreaModel } from "./store/area.ts"

/** Appointments: the list, by ids, by link, with check-in and cancellation. */
export const appointmentsFeature = defineFeature({
  name: "appointments",
  routes: appointmentsRoutes,
  menu: ["appointments"],
  namespaces: ["appointments"],
  stores: {
    appointments: () => import("./store/area.ts").then((module) => module.AppointmentsAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    appointments: typeof appointments
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    appointments: typeof AppointmentsAreaModel
  }
}
