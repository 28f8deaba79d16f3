import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useKiosk, useResultScreen } from "./KioskContext.tsx"

/**
 * The end of a visitor's task: a heading that takes focus, the outcome, and Done; the kiosk returns to the start
 * by itself 20 s after the last input (KIOSK_RESULT_MS). In speech mode the title and the outcome are spoken.
 */
export function ResultScreen({
  title,
  tone,
  children,
}: {
  title: string
  tone?: "success" | "danger"
  children: ReactNode
}) {
  const { t } = useTranslation("kiosk")
  const { endVisit } = useKiosk()
  const heading = useRef<HTMLHeadingElement>(null)
  useResultScreen()
  usePageTitle(title)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="kiosk-result" data-tone={tone}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {/* read with the heading in speech mode: the room, 'see reception', the booking's time and place */}
      <div className="kiosk-result__body" data-speech-instructions>
        {children}
      </div>
      <p className="kiosk-result__returning">{t("result.returning")}</p>
      <button type="button" className="button kiosk-button" onClick={endVisit}>
        {t("result.done")}
      </button>
    </div>
  )
}
