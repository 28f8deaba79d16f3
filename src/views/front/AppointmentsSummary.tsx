import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { TimelineItem } from "../../stores/front/area.ts"
import { formatDateTime, formatWeekdayDate } from "../../i18n/format.ts"
import { buildPath, buildRoutePath, isRouteId } from "../../routing/index.ts"
import { useStores } from "../StoreContext.tsx"
import { useFrontArea } from "./useFrontArea.ts"

function pathOf(item: TimelineItem, lang: Parameters<typeof buildRoutePath>[1]): string | undefined {
  const { route, params } = item.link
  return isRouteId(route) ? buildRoutePath(route, lang, params) : undefined
}

/**
 * spec messaging §2: the front page's appointments summary: the upcoming appointments by day, a 'Book an
 * appointment' button, a 'show all' link, and the empty-state text; 'temporarily unavailable' when the
 * appointments' source did not answer.
 */
export const AppointmentsSummary = observer(function AppointmentsSummary() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  const headingId = useId()
  const lang = session.lang
  const days = frontPage.appointmentSummaries
  let body
  if (frontPage.status === "loading" || frontPage.status === "idle") {
    body = <p role="status">{t("loading")}</p>
  } else if (frontPage.status === "error") {
    body = (
      <>
        <p role="alert">{t("front.loadError")}</p>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onClick={() => void frontPage.load()}
        >
          {t("retry")}
        </button>
      </>
    )
  } else if (days === null || days === undefined) {
    body = <p>{t("front.unavailable")}</p>
  } else if (days.length === 0) {
    body = <p>{t("front.appointmentsEmpty")}</p>
  } else {
    body = (
      <ul className="summary-days">
        {days.map((day) => (
          <li key={day.date}>
            <h3 className="summary-days__date">{formatWeekdayDate(day.date, lang)}</h3>
            <ul className="summary-items">
              {day.items.map((item) => {
                const path = pathOf(item, lang)
                const when = item.dateTime ? formatDateTime(item.dateTime, lang) : undefined
                return (
                  <li key={item.id} className="summary-item" data-highlighted={item.highlighted || undefined}>
                    {path ? <Link to={path}>{item.title}</Link> : <span>{item.title}</span>}
                    {item.subtitle && <span className="summary-item__subtitle">{item.subtitle}</span>}
                    {when && item.dateTime && (
                      <time className="summary-item__time" dateTime={item.dateTime}>
                        {when}
                      </time>
                    )}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section className="front-block" aria-labelledby={headingId}>
      <div className="front-block__header">
        <h2 id={headingId}>{t("front.appointments")}</h2>
        <Link className="button" to={buildPath("booking", lang)}>
          {t("front.book")}
        </Link>
      </div>
      {body}
      <p className="front-block__all">
        <Link to={buildPath("appointments", lang)}>{t("front.showAll")}</Link>
      </p>
    </section>
  )
})
