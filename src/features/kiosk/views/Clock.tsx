import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { formatInstantTime, formatInstantWeekdayDate } from "../../../platform/i18n/instantFormat.ts"
import { useFirstFrame } from "../../../kit/ui/firstFrame.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"

/** The lobby clock, in Helsinki time; refreshed every few seconds so the minute turns on time. */
export function Clock() {
  const { t } = useTranslation("kiosk")
  const lang = useCurrentLanguage()
  const clock = useClock()
  const [now, setNow] = useState(clock)
  // The build's first frame has no time of day: its lines keep their height, empty until the code runs.
  const firstFrame = useFirstFrame()
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), 5_000)
    return () => window.clearInterval(timer)
  }, [clock])
  return (
    <p className="kiosk-clock">
      <span className="visually-hidden">{t("attract.clock")}: </span>
      {firstFrame ? (
        <span aria-hidden="true" className="kiosk-clock__lines">
          <span className="kiosk-clock__time">{"\u00a0"}</span>
          <span className="kiosk-clock__date">{"\u00a0"}</span>
        </span>
      ) : (
        <time dateTime={new Date(now).toISOString()}>
          <span className="kiosk-clock__time">{formatInstantTime(now)}</span>
          <span className="kiosk-clock__date">{formatInstantWeekdayDate(now, lang)}</span>
        </time>
      )}
    </p>
  )
}
