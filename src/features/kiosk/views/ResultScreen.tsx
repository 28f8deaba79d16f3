import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useKiosk, useResultScreen } from "./KioskContext.tsx"

/**
 * The end of a visitor's task: a heading that takes focus, the outcome, and Done; the kiosk returns to the start
 * by itself 20 s after the last input (KIOSK_RESULT_MS). In speech mode the title and the outcome are spoken.
 * `aside` (the booking's QR code) stands beside the outcome and Done where the screen is wide enough, so that
 * all of it is in view without scrolling (its layout: kioskSuccess.css, loaded with its user); `actions` (the
 * booking's way back to the times) stand in one row with Done.
 */
export function ResultScreen({
  title,
  tone,
  aside,
  actions,
  children,
}: {
  title: string
  tone?: "success" | "danger"
  aside?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation("kiosk")
  const { endVisit } = useKiosk()
  const heading = useRef<HTMLHeadingElement>(null)
  useResultScreen()
  usePageTitle(title)
  useEffect(() => heading.current?.focus(), [])
  const done = (
    <button type="button" className="button kiosk-button" onClick={endVisit} data-main-action>
      {t("result.done")}
    </button>
  )
  return (
    <div className="kiosk-result" data-tone={tone} data-aside={aside ? true : undefined}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {/* read with the heading in speech mode: the room, 'see reception', the booking's time and place */}
      <div className="kiosk-result__body" data-speech-instructions>
        {children}
      </div>
      {aside && (
        <div className="kiosk-result__aside" data-speech-instructions>
          {aside}
        </div>
      )}
      <p className="kiosk-result__returning">{t("result.returning")}</p>
      {actions ? (
        <div className="kiosk-result__actions">
          {actions}
          {done}
        </div>
      ) : (
        done
      )}
    </div>
  )
}
