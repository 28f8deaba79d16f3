import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { formatTime, formatWeekdayDate } from "../../i18n/format.ts"
import { useCurrentLanguage } from "../shell/useCurrentLanguage.ts"

/** The lobby clock, in Helsinki time; refreshed every few seconds so the minute turns on time. */
export function Clock() {
  const { t } = useTranslation("kiosk")
  const lang = useCurrentLanguage()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 5_000)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <p className="kiosk-clock">
      <span className="visually-hidden">{t("attract.clock")}: </span>
      <time dateTime={now.toISOString()}>
        <span className="kiosk-clock__time">{formatTime(now)}</span>
        <span className="kiosk-clock__date">{formatWeekdayDate(now, lang)}</span>
      </time>
    </p>
  )
}
