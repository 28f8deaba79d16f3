import type booking from "../../../locales/fi/booking.json"
import type insurance from "../../../locales/fi/insurance.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { bookingRoutes } from "./routes.ts"
import type { BookingAreaModel } from "./store/area.ts"
import type { InsuranceAreaModel } from "./store/insurance/area.ts"

/** Booking: the landing, the lists and their calendar, both reservations with insurance, occupational booking. */
export const bookingFeature = defineFeature({
  name: "booking",
  routes: bookingRoutes,
  menu: ["occupationalHealthcare"],
  namespaces: ["booking", "insurance"],
  stores: {
    booking: () => import("./store/area.ts").then((module) => module.BookingAreaModel),
    insurance: () => import("./store/insurance/area.ts").then((module) => module.InsuranceAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    booking: typeof booking
    insurance: typeof insurance
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    booking: typeof BookingAreaModel
    insurance: typeof InsuranceAreaModel
  }
}
