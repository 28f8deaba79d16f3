import { useTranslation } from "react-i18next"
import { useKiosk } from "./KioskContext.tsx"

/**
 * EN 301 549 (closed functionality): enlargement and contrast without the visitor's own assistive technology.
 * Two toggle buttons on every screen; the visit's end turns both off.
 */
export function DisplayToggles() {
  const { t } = useTranslation("kiosk")
  const { display, setDisplay } = useKiosk()
  return (
    <div role="group" aria-label={t("display.label")} className="kiosk-display-toggles">
      <button
        type="button"
        className="button kiosk-toggle"
        data-variant="secondary"
        aria-pressed={display.largeText}
        onClick={() => setDisplay({ ...display, largeText: !display.largeText })}
      >
        <span aria-hidden="true" className="kiosk-toggle__icon">
          A+
        </span>
        {t("display.largeText")}
      </button>
      <button
        type="button"
        className="button kiosk-toggle"
        data-variant="secondary"
        aria-pressed={display.highContrast}
        onClick={() => setDisplay({ ...display, highContrast: !display.highContrast })}
      >
        <span aria-hidden="true" className="kiosk-toggle__icon">
          ◐
        </span>
        {t("display.highContrast")}
      </button>
    </div>
  )
}
