import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Lang } from "../../../domain/language.ts"
import { formatDateTime, formatWeekdayDate } from "../../../platform/i18n/format.ts"
import { buildPath, buildRoutePath, isRouteId } from "../../../platform/routing/index.ts"
import type { TimelineItem } from "../store/area.ts"
import { Avatar } from "../../records/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useFrontArea } from "./useFrontArea.ts"
import { SummaryBlock } from "./SummaryBlock.tsx"

function pathOf(item: TimelineItem, lang: Lang): string | undefined {
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
  const lang = session.lang
  return (
    <SummaryBlock
      title={t("front.appointments")}
      items={frontPage.appointmentSummaries}
      empty={t("front.appointmentsEmpty")}
      unavailable={t("front.unavailable")}
      showAll={{ to: buildPath("appointments", lang), label: t("front.showAll") }}
      action={
        <Link className="button" to={buildPath("booking", lang)}>
          {t("front.book")}
        </Link>
      }
    >
      {(days) => (
        <ul className="summary-days">
          {days.map((day) => (
            <li key={day.date}>
              <h3 className="summary-days__date">{formatWeekdayDate(day.date, lang)}</h3>
              <ul className="record-rows">
                {day.items.map((item) => {
                  const path = pathOf(item, lang)
                  return (
                    <li key={item.id} className="record-row" data-highlighted={item.highlighted || undefined}>
                      <Avatar avatar={item.avatar} />
                      <div className="record-row__body">
                        <p className="record-row__title">
                          {path ? <Link to={path}>{item.title}</Link> : <span>{item.title}</span>}
                        </p>
                        {item.subtitle && <p className="record-row__subtitle">{item.subtitle}</p>}
                        {item.dateTime && (
                          <p className="record-row__meta">
                            <time dateTime={item.dateTime}>{formatDateTime(item.dateTime, lang)}</time>
                          </p>
                        )}
                      </div>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </SummaryBlock>
  )
})
