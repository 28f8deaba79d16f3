import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import "./IdleWarning.css"

/**
 * WCAG 2.2.1: before the visit is forgotten, a modal warning with the seconds left and one large Continue that
 * can be pressed again and again. The dialog is announced when it opens; focus stays on Continue.
 */
export function IdleWarning({ secondsLeft, onContinue }: { secondsLeft: number; onContinue: () => void }) {
  const { t } = useTranslation("kiosk")
  const titleId = useId()
  const bodyId = useId()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
    button.current?.focus()
    return () => previous?.focus()
  }, [])
  return (
    <div className="kiosk-dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="kiosk-dialog"
        onKeyDown={(event) => {
          if (event.key === "Tab") {
            event.preventDefault()
            button.current?.focus()
          }
        }}
      >
        <h2 id={titleId}>{t("idle.title")}</h2>
        <p id={bodyId}>{t("idle.body", { count: secondsLeft })}</p>
        <p className="kiosk-dialog__countdown" aria-hidden="true">
          {secondsLeft}
        </p>
        <button ref={button} type="button" className="button kiosk-button" onClick={onContinue}>
          {t("idle.continue")}
        </button>
      </div>
    </div>
  )
}
