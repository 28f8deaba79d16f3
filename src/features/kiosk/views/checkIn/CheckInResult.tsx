import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { formatTime } from "../../../../platform/i18n/format.ts"
import type { CheckIn } from "../../../appointments/index.ts"
import { ResultScreen } from "../ResultScreen.tsx"

/** The outcome of the check-in (spec booking §4, §8); on the kiosk, consent and lock say 'see reception'. */
export const CheckInResult = observer(function CheckInResult({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation("kiosk")
  switch (checkIn.state) {
    case "success":
      return (
        <ResultScreen title={t("checkIn.results.successTitle")} tone="success">
          <p className="kiosk-result__lead">
            {checkIn.room ? <RoomText location={checkIn.room.location} /> : t("checkIn.results.seeReception")}
          </p>
        </ResultScreen>
      )
    case "too-early":
      return (
        <ResultScreen title={t("checkIn.results.tooEarlyTitle")}>
          <p className="kiosk-result__lead">
            {checkIn.opensAt
              ? t("checkIn.results.tooEarly", { time: formatTime(checkIn.opensAt) })
              : t("checkIn.results.tooEarlyNoTime")}
          </p>
        </ResultScreen>
      )
    case "already-checked-in":
      return (
        <ResultScreen title={t("checkIn.results.alreadyTitle")} tone="success">
          <p className="kiosk-result__lead">{t("checkIn.results.already")}</p>
        </ResultScreen>
      )
    case "consent-needed":
      return (
        <ResultScreen title={t("checkIn.results.consentTitle")}>
          <p className="kiosk-result__lead">{t("checkIn.results.consent")}</p>
        </ResultScreen>
      )
    case "locked":
      return (
        <ResultScreen title={t("checkIn.results.lockedTitle")} tone="danger">
          <p className="kiosk-result__lead">{t("checkIn.results.locked")}</p>
        </ResultScreen>
      )
    case "failure":
      return (
        <ResultScreen title={t("checkIn.results.failureTitle")} tone="danger">
          <p className="kiosk-result__lead">{t("checkIn.results.failure")}</p>
          {checkIn.retryable && (
            <button type="button" className="button kiosk-button" onClick={() => void checkIn.retry()}>
              {t("checkIn.results.retry")}
            </button>
          )}
        </ResultScreen>
      )
    default:
      return null
  }
})

/**
 * The check-in's answer names the room in the service's language, Finnish (its request carries no language, as
 * the clinic's signs): marked so on a Swedish or English page.
 */
const ROOM_LANG = "fi"

/** 'Go to: Huone 12.' with the room's name in its own language (WCAG 3.1.2; speech mode speaks it so). */
function RoomText({ location }: { location: string }) {
  const { t } = useTranslation("kiosk")
  const mark = "\u0000"
  const [before = "", after = ""] = t("checkIn.results.room", { room: mark }).split(mark)
  return (
    <>
      {before}
      <span lang={ROOM_LANG}>{location}</span>
      {after}
    </>
  )
}

/** A network error is not the end: the same code can be sent again. */
export function CheckInNetworkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("kiosk")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="notice kiosk-result" data-tone="danger">
      <h2 ref={heading} tabIndex={-1}>
        {t("checkIn.results.networkTitle")}
      </h2>
      <p role="alert">{t("checkIn.results.network")}</p>
      <button type="button" className="button kiosk-button" onClick={onRetry}>
        {t("checkIn.results.retry")}
      </button>
    </div>
  )
}
