import type { ComponentType } from "react"
import type { Namespace } from "../../../src/platform/i18n/namespaces.ts"
import type { AreaName } from "../../../src/kit/stores/areas.ts"

export type KioskScreen = {
  /** Each screen is its own chunk, loaded when first shown (the attract screen comes with the first load). */
  load: () => Promise<ComponentType>
  /** The feature area whose stores the screen reads, attached to the visit's store before it renders. */
  area: AreaName
  /** Namespaces beyond the kiosk's boot ones (BOOT_NAMESPACES.kiosk), loaded with the screen's code. */
  namespaces: readonly Namespace[]
}

export const KIOSK_SCREENS = {
  // The setup screen reads the clinics from the booking area's filter options
  setup: {
    area: "booking",
    namespaces: [],
    load: async () => (await import("../../../src/features/kiosk/views/SetupPage.tsx")).SetupPage,
  },
  checkIn: {
    area: "kiosk",
    namespaces: [],
    load: async () => (await import("../../../src/features/kiosk/views/checkIn/CheckInPage.tsx")).CheckInPage,
  },
  // The booking screens, loaded when a visitor starts to book
  booking: {
    area: "booking",
    namespaces: ["booking"],
    load: async () => (await import("./booking.ts")).BookingPage,
  },
  reservation: {
    area: "booking",
    namespaces: ["booking"],
    load: async () => (await import("./booking.ts")).ReservationPage,
  },
} as const satisfies Record<string, KioskScreen>
