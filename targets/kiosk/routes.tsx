import { lazy, Suspense, type ComponentType } from "react"
import { Navigate, Outlet, type RouteObject } from "react-router"
import { LANGUAGES } from "../../src/domain/language.ts"
import { routePatterns } from "../../src/routing/index.ts"
import type { AreaName } from "../../src/stores/areas.ts"
import type { RootStore } from "../../src/stores/RootStore.ts"
import { AttractScreen } from "../../src/views/kiosk/AttractScreen.tsx"
import { useKiosk } from "../../src/views/kiosk/KioskContext.tsx"
import { KioskLayout } from "../../src/views/kiosk/KioskLayout.tsx"
import { KIOSK_CHECK_IN_PATH, KIOSK_SETUP_PATH } from "../../src/views/kiosk/paths.ts"
import { BootFallback } from "../../src/views/shell/BootFallback.tsx"
import { KioskError } from "./KioskError.tsx"

/** Visitors' screens need the staff's binding first. */
function Bound() {
  const { binding } = useKiosk()
  return binding ? <Outlet /> : <Navigate to={KIOSK_SETUP_PATH} replace />
}

/** A screen's code, loaded when first shown, with its areas' stores attached to this visit's store before it renders. */
function lazyScreen(store: RootStore, area: AreaName, load: () => Promise<ComponentType>) {
  return async () => {
    const Component = await load()
    store.attachArea(area)
    return { Component }
  }
}

/**
 * A screen shown at its address at once while its code loads (the idle watch starts with the address, as the
 * visitor's tap), its area attached to this visit's store before it renders.
 */
function screen(store: RootStore, area: AreaName, load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => {
    const Component = await load()
    store.attachArea(area)
    return { default: Component }
  })
  return (
    <Suspense fallback={<BootFallback />}>
      <Screen />
    </Suspense>
  )
}

// The booking views link by the portal's addresses (list, reservation): the kiosk answers them in every language.
function bookingRoutes(store: RootStore): RouteObject[] {
  const bookingPage = async () => (await import("./pages/booking.ts")).BookingPage
  const reservationPage = async () => (await import("./pages/booking.ts")).ReservationPage
  return LANGUAGES.flatMap((lang) =>
    routePatterns(lang).flatMap(({ routeId, path }): RouteObject[] => {
      if (routeId === "bookingPrivate") return [{ path, lazy: lazyScreen(store, "booking", bookingPage) }]
      if (routeId === "anonymousAvailableAppointments")
        return [{ path, lazy: lazyScreen(store, "booking", reservationPage) }]
      return []
    }),
  )
}

export function kioskRoutes({ store }: { store: RootStore }): RouteObject[] {
  // Staff setup and check-in load when first shown, not with the attract screen
  const setupPage = async () => (await import("../../src/views/kiosk/SetupPage.tsx")).SetupPage
  const checkInPage = async () => (await import("../../src/views/kiosk/checkIn/CheckInPage.tsx")).CheckInPage
  return [
    {
      path: "/",
      loader: async () => {
        await store.session.ensureLoaded()
        return null
      },
      shouldRevalidate: () => store.session.status !== "loaded",
      // Each visit's first render waits for the session (the loader above)
      hydrateFallbackElement: <BootFallback />,
      element: (
        <KioskLayout>
          <Outlet />
        </KioskLayout>
      ),
      errorElement: <KioskError />,
      children: [
        {
          element: <Bound />,
          children: [
            { index: true, element: <AttractScreen /> },
            { path: KIOSK_CHECK_IN_PATH, element: screen(store, "kiosk", checkInPage) },
          ],
        },
        // The setup screen reads the clinics from the booking area's filter options
        { path: KIOSK_SETUP_PATH, lazy: lazyScreen(store, "booking", setupPage) },
        ...bookingRoutes(store),
        // A kiosk has no address bar: any other address returns to the attract screen.
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]
}
