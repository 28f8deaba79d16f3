import { createContext, useContext } from "react"

export type ToastTone = "success" | "error" | "info"

export type Toast = {
  tone: ToastTone
  /** The toast's title: what happened. */
  text: string
  /** spec: a toast may carry a description under its title. */
  description?: string
  /** How long the toast stays; the spec's default is 10 s. */
  durationMs?: number
  /**
   * The action the toast tells the outcome of (e.g. "arrivalReason.save"): a new toast for the same action replaces
   * that action's toasts of another tone shown before, so a success takes away the failures it follows.
   */
  action?: string
}

export type ToastApi = { show(toast: Toast): void }

/** spec messaging §9: toast default duration 10000 ms */
export const DEFAULT_TOAST_DURATION_MS = 10_000

export const ToastContext = createContext<ToastApi | undefined>(undefined)

/** Shows short-lived notifications; needs a `ToastProvider` above it (the portal and kiosk layouts mount one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error("useToast needs a ToastProvider above it")
  return api
}
