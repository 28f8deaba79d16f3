import { observer } from "mobx-react-lite"
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router"
import { DEFAULT_LANG } from "../../../domain/language.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { ClosedDeviceContext } from "../../../kit/ui/closedDevice.ts"
import { ToastProvider } from "../../../kit/ui/toast/ToastProvider.tsx"
import { Clock } from "./Clock.tsx"
import { DisplayToggles } from "./DisplayToggles.tsx"
import { DEFAULT_DISPLAY, ResultScreenProvider, useKiosk } from "./KioskContext.tsx"
import { announce } from "./speech/bus.ts"
import { SpeakButton } from "./speech/SpeakButton.tsx"
import { useIdle } from "./useIdle.ts"
import "./KioskLayout.css"

// The idle warning's modal (react-aria) is not part of the attract screen's load: it loads when the idle watch
// starts (a visitor has begun), long before the warning can be due.
const loadIdleWarning = () => import("./IdleWarning.tsx")
const IdleWarning = lazy(async () => ({ default: (await loadIdleWarning()).IdleWarning }))
// Speech mode's code loads when a visitor starts it.
const SpeechMode = lazy(async () => ({ default: (await import("./speech/SpeechMode.tsx")).SpeechMode }))

/** WCAG 2.2.1: in speech mode the kiosk's time limits are doubled (listening takes longer than looking). */
const SPEECH_TIME_FACTOR = 2

/** The kiosk's frame: brand, clinic, display toggles and clock on top, one task on the screen, the idle watch. */
export const KioskLayout = observer(function KioskLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("kiosk")
  const brand = useBrand()
  const kiosk = useKiosk()
  const store = useStores()
  const { session } = store
  const speechOn = store.kiosk?.speech.on ?? false
  const factor = speechOn ? SPEECH_TIME_FACTOR : 1
  const { pathname } = useLocation()
  const [resultScreen, setResultScreen] = useState(false)
  const onResultScreen = useCallback((on: boolean) => setResultScreen(on), [])
  // On the attract screen an untouched kiosk has nothing to forget; a changed language, display or speech is reset.
  const atStart = pathname === "/" || pathname === "/setup"
  const changed =
    speechOn ||
    session.lang !== DEFAULT_LANG ||
    kiosk.display.largeText !== DEFAULT_DISPLAY.largeText ||
    kiosk.display.highContrast !== DEFAULT_DISPLAY.highContrast
  const watching = !atStart || changed
  const { idleMs, warningMs, resultMs } = kiosk.timings
  const idle = useIdle({
    idleMs: idleMs * factor,
    warningMs: warningMs * factor,
    resultMs: resultMs * factor,
    resultScreen: resultScreen || (atStart && changed),
    enabled: watching,
    onTimeout: kiosk.endVisit,
    // a result screen's 'returning to the start', heard before it happens (bus: spoken in speech mode only)
    onReturningSoon: () => announce(t("result.returning")),
  })
  useEffect(() => {
    if (watching) void loadIdleWarning()
  }, [watching])
  return (
    <ToastProvider>
      <ClosedDeviceContext.Provider value={true}>
        <div className="kiosk">
          <header className="kiosk-header">
            <div className="kiosk-header__bar">
              <div className="kiosk-header__place">
                <p className="brand-mark">
                  <span aria-hidden="true" className="brand-mark__symbol" />
                  {brand.displayName}
                </p>
                {kiosk.binding && <p className="kiosk-header__clinic">{kiosk.binding.clinicName}</p>}
              </div>
              <div className="kiosk-header__controls">
                <SpeakButton />
                <DisplayToggles />
              </div>
              <Clock />
            </div>
            {speechOn && (
              <Suspense fallback={null}>
                <SpeechMode />
              </Suspense>
            )}
          </header>
          <main id="main" className="kiosk-main">
            <ResultScreenProvider value={onResultScreen}>{children}</ResultScreenProvider>
          </main>
        </div>
      </ClosedDeviceContext.Provider>
      {idle.phase === "warning" && (
        <Suspense fallback={null}>
          <IdleWarning isOpen secondsLeft={idle.secondsLeft} onContinue={idle.stillHere} spoken={speechOn} />
        </Suspense>
      )}
    </ToastProvider>
  )
})
