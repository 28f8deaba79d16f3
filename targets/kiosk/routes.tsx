import type { i18n } from "i18next"
import { lazy, Suspense } from "react"
import { Navigate, Outlet, type RouteObject } from "react-router"
import { LANGUAGES } from "../../src/domain/language.ts"
import { loadNamespaces } from "../../src/platform/i18n/i18n.ts"
import { routePatterns } from "../../src/platform/routing/index.ts"
import type { KioskScreen } from "../../src/kit/feature/manifest.ts"
import { attachAreas, type RootStore } from "../../src/kit/stores/RootStore.ts"
import { AttractScreen } from "../../src/features/kiosk/views/AttractScreen.tsx"
import { useKiosk } from "../../src/features/kiosk/views/KioskContext.tsx"
import { KioskLayout } from "../../src/features/kiosk/views/KioskLayout.tsx"
import { KIOSK_SETUP_PATH } from "../../src/features/kiosk/views/paths.ts"
import { BootFallback } from "../../src/features/shell/views/BootFallback.tsx"
import { KioskError } from "./KioskError.tsx"
import { KIOSK_SCREENS } from "./composition.ts"

type Deps = { store: RootStore; i18n: i18n }

/** Visitors' screens need the staff's binding first. */
function Bound() {
  const { binding } = useKiosk()
  return binding ? <Outlet /> : <Navigate to={KIOSK_SETUP_PATH} replace />
}

/**
 * A screen's code and texts, loaded when first shown, with its areas (their features' models) attached to this
 * visit's store before it renders.
 */
async function loadScreen(screen: KioskScreen, { store, i18n }: Deps) {
  const [Component] = await Promise.all([
    screen.load(),
    loadNamespaces(i18n, screen.namespaces),
    attachAreas(store, screen.areas),
  ])
  return Component
}

function lazyScreen(screen: KioskScreen, deps: Deps) {
  return async () => ({ Component: await loadScreen(screen, deps) })
}

/**
 * A screen shown at its address at once while its code loads (the idle watch starts with the address, as the
 * visitor's tap).
 */
function shownAtOnce(screen: KioskScreen, deps: Deps) {
  const Screen = lazy(async () => ({ default: await loadScreen(screen, deps) }))
  return (
    <Suspense fallback={<BootFallback />}>
      <Screen />
    </Suspense>
  )
}

/** A screen's route objects: its own address, or its route table route's address in every language. */
function routesOf(screen: KioskScreen, deps: Deps): RouteObject[] {
  const route = (path: string): RouteObject =>
    screen.immediate ? { path, element: shownAtOnce(screen, deps) } : { path, lazy: lazyScreen(screen, deps) }
  const { at } = screen
  if ("path" in at) return [route(at.path)]
  return LANGUAGES.flatMap((lang) =>
    routePatterns(lang).flatMap(({ routeId, path }) => (routeId === at.routeId ? [route(path)] : [])),
  )
}

/** The kiosk's screens from its features' manifests (composition.ts), those that need the binding apart. */
export function screenRoutes(
  screenMap: Readonly<Record<string, KioskScreen>>,
  deps: Deps,
): { bound: RouteObject[]; open: RouteObject[] } {
  const screens = Object.values(screenMap)
  return {
    bound: screens.filter((screen) => screen.bound).flatMap((screen) => routesOf(screen, deps)),
    open: screens.filter((screen) => !screen.bound).flatMap((screen) => routesOf(screen, deps)),
  }
}

export function kioskRoutes(deps: Deps): RouteObject[] {
  const { store } = deps
  const screens = screenRoutes(KIOSK_SCREENS, deps)
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
          children: [{ index: true, element: <AttractScreen /> }, ...screens.bound],
        },
        ...screens.open,
        // A kiosk has no address bar: any other address returns to the attract screen.
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]
}
