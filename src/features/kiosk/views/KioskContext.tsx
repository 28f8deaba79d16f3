import { createContext, useContext, useEffect } from "react"
import type { Lang } from "../../../domain/language.ts"
import type { KioskBinding } from "../store/binding.ts"

export type KioskDisplay = { largeText: boolean; highContrast: boolean }
export const DEFAULT_DISPLAY: KioskDisplay = { largeText: false, highContrast: false }

export type KioskTimings = { idleMs: number; warningMs: number; resultMs: number }

/** What the kiosk's frame (targets/kiosk) gives its screens: the binding, the display, and ending a visit. */
export type KioskControls = {
  binding: KioskBinding | undefined
  bind: (binding: KioskBinding) => void
  unbind: () => void
  display: KioskDisplay
  setDisplay: (display: KioskDisplay) => void
  chooseLanguage: (lang: Lang) => void
  /** Forgets the visitor: a new store, cleared storages, the attract screen in the default language. */
  endVisit: () => void
  timings: KioskTimings
}

const KioskContext = createContext<KioskControls | undefined>(undefined)
export const KioskProvider = KioskContext.Provider

export function useKiosk(): KioskControls {
  const kiosk = useContext(KioskContext)
  if (!kiosk) throw new Error("useKiosk() needs a <KioskProvider> above it")
  return kiosk
}

/** Set by the kiosk layout: whether a result screen is showing (it returns to the start sooner). */
const ResultScreenContext = createContext<(on: boolean) => void>(() => undefined)
export const ResultScreenProvider = ResultScreenContext.Provider

/** Marks the calling screen as a result screen while `active`: the visit ends 20 s after the last input. */
export function useResultScreen(active = true): void {
  const setResultScreen = useContext(ResultScreenContext)
  useEffect(() => {
    if (!active) return
    setResultScreen(true)
    return () => setResultScreen(false)
  }, [active, setResultScreen])
}
