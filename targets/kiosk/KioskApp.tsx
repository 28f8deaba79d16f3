import type { i18n } from "i18next"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { getSnapshot } from "mobx-state-tree"
import { createBrowserRouter } from "react-router"
import { RouterProvider } from "react-router/dom"
import { DEFAULT_LANG, type Lang } from "../../src/domain/language.ts"
import {
  KIOSK_IDLE_MS,
  KIOSK_RELOAD_AFTER_VISITS,
  KIOSK_RESULT_MS,
  KIOSK_WARNING_MS,
} from "../../src/domain/kiosk.ts"
import { changeLanguage } from "../../src/platform/i18n/i18n.ts"
import {
  clearBinding,
  readBinding,
  saveBinding,
  type KioskBinding,
} from "../../src/features/kiosk/store/binding.ts"
import { clearVisitStorage } from "../../src/features/kiosk/store/visitStorage.ts"
import { disposeRootStore, type RootStore } from "../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../src/kit/ui/StoreContext.tsx"
import {
  DEFAULT_DISPLAY,
  KioskProvider,
  type KioskControls,
  type KioskDisplay,
} from "../../src/features/kiosk/views/KioskContext.tsx"
import { KIOSK_BASENAME } from "../../src/features/kiosk/views/paths.ts"
import { useWakeLock } from "../../src/features/kiosk/views/useWakeLock.ts"
import { NO_DRAFTS } from "../../src/platform/browser/drafts.ts"
import { createBrowserStore, followBrand } from "../shared/boot.tsx"
import { KIOSK_FEATURES } from "./composition.ts"
import { kioskRoutes } from "./routes.tsx"

export type Visit = {
  number: number
  store: RootStore
  router: ReturnType<typeof createBrowserRouter>
  stopBrand: () => void
}

/** A visit: its own RootStore and router, created fresh at the attract screen in the default language. */
export function startVisit(number: number, i18n: i18n): Visit {
  // nothing a visitor types is kept for the next one: the kiosk has no drafts
  const store = createBrowserStore(KIOSK_FEATURES, { session: { lang: DEFAULT_LANG } }, { drafts: NO_DRAFTS })
  const stopBrand = followBrand(store)
  const router = createBrowserRouter(kioskRoutes({ store, i18n }), { basename: KIOSK_BASENAME })
  return { number, store, router, stopBrand }
}

function endOf(visit: Visit): void {
  visit.router.dispose()
  visit.stopBrand()
  disposeRootStore(visit.store)
}

/** <html> carries the display choices for the touch theme's CSS. */
function applyDisplay(display: KioskDisplay): void {
  const root = document.documentElement
  root.dataset.textSize = display.largeText ? "large" : "normal"
  root.dataset.contrast = display.highContrast ? "high" : "normal"
}

/**
 * The kiosk: one visit at a time. Ending a visit (idle, Done, a result screen's time) unmounts the visit's tree,
 * destroys its store, clears the storages it used and starts the next visit at the attract screen.
 */
export function KioskApp({
  i18n,
  timings,
  firstVisit,
}: {
  i18n: i18n
  timings?: Partial<KioskControls["timings"]>
  /** The first visit, when the caller has started it (to mount once its first screen is ready). */
  firstVisit?: Visit
}) {
  const [binding, setBinding] = useState<KioskBinding | undefined>(() => readBinding(window.localStorage))
  const [visit, setVisit] = useState<Visit>(() => firstVisit ?? startVisit(1, i18n))
  const [display, setDisplay] = useState<KioskDisplay>(DEFAULT_DISPLAY)
  const ending = useRef(false)
  const previous = useRef<Visit | undefined>(undefined)
  useWakeLock()
  useEffect(() => applyDisplay(display), [display])
  // The current visit's store snapshot, for the privacy check of the e2e tests and the soak script.
  useEffect(() => {
    Object.assign(window, { kioskSnapshot: () => JSON.stringify(getSnapshot(visit.store)) })
  }, [visit])

  // The old visit goes once the new one is on the screen, so nothing renders a destroyed store.
  useEffect(() => {
    const old = previous.current
    previous.current = visit
    if (old && old !== visit) endOf(old)
  }, [visit])

  const endVisit = useCallback(() => {
    if (ending.current) return
    ending.current = true
    void (async () => {
      try {
        await clearVisitStorage({
          localStorage: window.localStorage,
          sessionStorage: window.sessionStorage,
          indexedDB: "indexedDB" in window ? window.indexedDB : undefined,
          caches: "caches" in window ? window.caches : undefined,
        })
        await changeLanguage(i18n, DEFAULT_LANG)
        window.history.replaceState(null, "", "/kiosk/")
        if (visit.number >= KIOSK_RELOAD_AFTER_VISITS) {
          window.location.reload()
          return
        }
        setDisplay(DEFAULT_DISPLAY)
        setVisit(startVisit(visit.number + 1, i18n))
      } finally {
        ending.current = false
      }
    })()
  }, [i18n, visit])

  const chooseLanguage = useCallback(
    (lang: Lang) => {
      void changeLanguage(i18n, lang).then(() => visit.store.session.setLang(lang))
    },
    [i18n, visit],
  )

  const controls = useMemo<KioskControls>(
    () => ({
      binding,
      bind: (next) => {
        saveBinding(window.localStorage, next)
        setBinding(next)
      },
      unbind: () => {
        clearBinding(window.localStorage)
        setBinding(undefined)
      },
      display,
      setDisplay,
      chooseLanguage,
      endVisit,
      timings: {
        idleMs: timings?.idleMs ?? KIOSK_IDLE_MS,
        warningMs: timings?.warningMs ?? KIOSK_WARNING_MS,
        resultMs: timings?.resultMs ?? KIOSK_RESULT_MS,
      },
    }),
    [binding, display, chooseLanguage, endVisit, timings],
  )

  return (
    <KioskProvider value={controls}>
      <StoreProvider key={visit.number} store={visit.store}>
        <RouterProvider router={visit.router} />
      </StoreProvider>
    </KioskProvider>
  )
}
