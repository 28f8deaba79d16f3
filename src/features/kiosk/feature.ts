import type kiosk from "../../../locales/fi/kiosk.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import type { KioskAreaModel } from "./store/area.ts"
import { KIOSK_CHECK_IN_PATH, KIOSK_SETUP_PATH } from "./views/paths.ts"

/** The kiosk's own: the attract screen, setup, check-in, booking at the lobby. */
export const kioskFeature = defineFeature({
  name: "kiosk",
  namespaces: ["kiosk"],
  stores: {
    kiosk: () => import("./store/area.ts").then((module) => module.KioskAreaModel),
  },
  kioskScreens: {
    // The setup screen reads the clinics from the booking area's filter options
    setup: {
      at: { path: KIOSK_SETUP_PATH },
      areas: ["booking"],
      namespaces: [],
      load: () => import("./views/SetupPage.tsx").then((module) => module.SetupPage),
    },
    checkIn: {
      at: { path: KIOSK_CHECK_IN_PATH },
      bound: true,
      immediate: true,
      areas: ["kiosk"],
      namespaces: [],
      load: () => import("./views/checkIn/CheckInPage.tsx").then((module) => module.CheckInPage),
    },
    // The booking screens, loaded when a visitor starts to book
    booking: {
      at: { routeId: "bookingPrivate" },
      areas: ["booking"],
      namespaces: ["booking"],
      load: () => import("./views/booking/screens.ts").then((module) => module.BookingPage),
    },
    reservation: {
      at: { routeId: "anonymousAvailableAppointments" },
      areas: ["booking"],
      namespaces: ["booking"],
      load: () => import("./views/booking/screens.ts").then((module) => module.ReservationPage),
    },
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    kiosk: typeof kiosk
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    kiosk: typeof KioskAreaModel
  }
}
