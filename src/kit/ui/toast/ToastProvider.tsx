import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { DEFAULT_TOAST_DURATION_MS, ToastContext, type Toast, type ToastApi } from "./toastContext.ts"
import "./toast.css"

export { useToast } from "./toastContext.ts"
export type { Toast, ToastApi, ToastTone } from "./toastContext.ts"

type ShownToast = Toast & { id: number }

/**
 * One toast on the screen: it closes itself after its duration, but the time stops while the pointer is over it
 * or focus is in it (WCAG 2.2.1: the user can take the time they need), and it has a close button.
 */
function ToastItem({ toast, onClose }: { toast: ShownToast; onClose(id: number): void }) {
  const { t } = useTranslation()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const remaining = useRef(toast.durationMs ?? DEFAULT_TOAST_DURATION_MS)
  const paused = hovered || focused

  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => onClose(toast.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused, toast.id, onClose])

  return (
    <div
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="toast__body">
        <p className="toast__title">{toast.text}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t("toast.close")}
        onClick={() => onClose(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/**
 * Short-lived notifications for the whole app. The live regions are always in the page, so a screen reader
 * hears a toast the moment it is added: errors assertively (role alert), the rest politely (role status). A toast
 * for an action replaces that action's earlier ones; toasts leave focused controls in sight.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const nextId = useRef(1)
  const region = useRef<HTMLDivElement>(null)
  const watching = useRef(false)

  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  )
  const api = useMemo<ToastApi>(
    () => ({
      show(toast) {
        const id = nextId.current++
        // WCAG 2.4.11: from the first toast on, toasts leave focused controls in sight (toastInset.ts, loaded then)
        if (!watching.current && region.current) {
          watching.current = true
          const watched = region.current
          void import("./toastInset.ts").then(
            (module) => module.keepFocusInSight(watched),
            () => undefined,
          )
        }
        setToasts((shown) => [
          // an outcome replaces the other outcomes of its action (a success its failures), not its own kind
          ...shown.filter(
            (earlier) =>
              toast.action === undefined || earlier.action !== toast.action || earlier.tone === toast.tone,
          ),
          { ...toast, id },
        ])
      },
    }),
    [],
  )

  const errors = toasts.filter((toast) => toast.tone === "error")
  const others = toasts.filter((toast) => toast.tone !== "error")
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" ref={region}>
        <div className="toast-list" role="alert">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} />
          ))}
        </div>
        <div className="toast-list" role="status">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}
