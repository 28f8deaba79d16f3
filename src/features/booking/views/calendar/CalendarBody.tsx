import { parseDate, type CalendarDate } from "@internationalized/date"
import { observer } from "mobx-react-lite"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, I18nProvider } from "react-aria-components"
import type { Clock } from "../../../../domain/clock.ts"
import { nowOn, toIsoDate } from "../../../../domain/dates.ts"
import type { Lang } from "../../../../domain/language.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { useChangeFilter } from "../useSearchUrl.ts"
import { FreeDaysList } from "./FreeDaysList.tsx"
import { useDayLabel } from "./useDayLabel.ts"
import type { HealthCareType } from "../../../../domain/features.ts"

// react-aria formats the heading and weekday names in this locale; Finnish-region locales as in format.ts
const CALENDAR_LOCALES: Record<Lang, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }

const todayInHelsinki = (clock: Clock): CalendarDate => parseDate(toIsoDate(nowOn(clock)))
const laterOf = (day: CalendarDate | null, today: CalendarDate): CalendarDate =>
  day !== null && day.compare(today) > 0 ? day : today

/** The calendar and its list of free days (spec booking §4), a chunk of its own: BookingCalendar loads it. */
export const CalendarBody = observer(function CalendarBody({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { appointmentSearch, availableDates } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  const dayLabel = useDayLabel()
  const today = todayInHelsinki(useClock())
  const selected = filter.startDate ? parseDate(filter.startDate) : null
  // a list link's past start date shows this month: nothing before today can be chosen or has free days
  const [focused, setFocused] = useState<CalendarDate>(() => laterOf(selected, today))
  const month = focused.set({ day: 1 }).toString()
  // the filter without the start date: choosing a day keeps the month's highlights, any other change reloads them
  const filterKey = JSON.stringify({ ...filter.query, startDate: undefined })

  useEffect(() => {
    if (filter.startDate) setFocused(laterOf(parseDate(filter.startDate), today))
    // today changes only with the day; the start date is what moves the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter.startDate])
  useEffect(() => {
    void availableDates.load(filter, month)
  }, [availableDates, filter, month, filterKey])

  const choose = (date: CalendarDate) => change((f) => f.setStartDate(date.toString()))
  const loaded = availableDates.status === "loaded" && availableDates.month === month
  const isFree = (iso: string) => loaded && availableDates.hasFreeAppointments(iso)

  return (
    <>
      <I18nProvider locale={CALENDAR_LOCALES[session.lang]}>
        <Calendar
          className="calendar"
          aria-label={t("list.calendar.label")}
          value={selected}
          onChange={choose}
          focusedValue={focused}
          onFocusChange={setFocused}
          minValue={today}
          firstDayOfWeek="mon"
        >
          <header className="calendar__header">
            <Button slot="previous" className="calendar__nav" aria-label={t("list.calendar.previousMonth")}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading level={3} className="calendar__heading" />
            <Button slot="next" className="calendar__nav" aria-label={t("list.calendar.nextMonth")}>
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid className="calendar__grid" weekdayStyle="short">
            {(date) => (
              <CalendarCell
                date={date}
                className="calendar__day"
                render={(props, state) => {
                  // past days are disabled and other months' days hidden: their availability is not told
                  const free =
                    loaded && !state.isDisabled && !state.isOutsideMonth ? isFree(date.toString()) : undefined
                  return (
                    <div
                      {...props}
                      data-free={free || undefined}
                      aria-label={dayLabel(date.toString(), {
                        free,
                        selected: state.isSelected,
                        today: state.isToday,
                      })}
                    />
                  )
                }}
              />
            )}
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
      <p className="calendar__legend" aria-hidden="true">
        <span className="calendar__legend-swatch" /> {t("list.calendar.legend")}
      </p>
      {availableDates.status === "error" && <p className="calendar__error">{t("list.calendar.error")}</p>}
      <FreeDaysList
        dates={availableDates.dates.filter(
          (iso) => iso >= today.toString() && iso.startsWith(month.slice(0, 8)),
        )}
        status={loaded || availableDates.status !== "loaded" ? availableDates.status : "loading"}
        selected={filter.startDate}
        onChoose={(iso) => choose(parseDate(iso))}
      />
    </>
  )
})
