import type { ReactNode } from "react"
import { Navigate, Outlet, type RouteObject } from "react-router"
import { LANGUAGES } from "../../src/domain/language.ts"
import { routePatterns } from "../../src/routing/index.ts"
import type { RootStore } from "../../src/stores/RootStore.ts"
import { AttractScreen } from "../../src/views/kiosk/AttractScreen.tsx"
import { CheckInPage } from "../../src/views/kiosk/checkIn/CheckInPage.tsx"
import { useKiosk } from "../../src/views/kiosk/KioskContext.tsx"
import { KioskLayout } from "../../src/views/kiosk/KioskLayout.tsx"
import { KIOSK_CHECK_IN_PATH, KIOSK_SETUP_PATH } from "../../src/views/kiosk/paths.ts"
import { SetupPage } from "../../src/views/kiosk/SetupPage.tsx"
import { BootFallback } from "../../src/views/shell/BootFallback.tsx"
import { KioskError } from "./KioskError.tsx"

/** Visitors' screens need the staff's binding first. */
function Bound({ children }: { children: ReactNode }) {
  const { binding } = useKiosk()
  return binding ? children : <Navigate to={KIOSK_SETUP_PATH} replace />
}

// The booking views link by the portal's addresses (list, reservation): the kiosk answers them in every language.
function bookingRoutes(): RouteObject[] {
  return LANGUAGES.flatMap((lang) =>
    routePatterns(lang).flatMap(({ routeId, path }): RouteObject[] => {
      if (routeId === "bookingPrivate") {
        return [{ path, lazy: async () => ({ Component: (await import("./pages/booking.ts")).BookingPage }) }]
      }
      if (routeId === "anonymousAvailableAppointments") {
        return [
          { path, lazy: async () => ({ Component: (await import("./pages/booking.ts")).ReservationPage }) },
        ]
      }
      return []
    }),
  )
}

export function kioskRoutes({ store }: { store: RootStore }): RouteObject[] {
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
          index: true,
          element: (
            <Bound>
              <AttractScreen />
            </Bound>
          ),
        },
        { path: KIOSK_SETUP_PATH, element: <SetupPage /> },
        {
          path: KIOSK_CHECK_IN_PATH,
          element: (
            <Bound>
              <CheckInPage />
            </Bound>
          ),
        },
        ...bookingRoutes(),
        // A kiosk has no address bar: any other address returns to the attract screen.
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]
}
