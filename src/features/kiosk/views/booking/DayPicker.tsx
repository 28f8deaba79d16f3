import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { nowOn, parseIsoDate, toIsoDate } from "../../../../domain/dates.ts"
import { formatMonthYear } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { useBookingArea } from "../../../booking/index.ts"
import { DAY_WINDOW, dayLabel, windowFrom, windowStartBefore } from "./bookingGrid.ts"

const monthOf = (day: string) => `${day.slice(0, 7)}-01`
const shiftMonth = (month: string, by: number) => toIsoDate(parseIsoDate(month).plus({ months: by }))
const dayAfter = (day: string) => toIsoDate(parseIsoDate(day).plus({ days: 1 }))

/**
 * The days with free times at this clinic for the list's filter (the available-dates call, two months at a time:
 * the window's month and the next), a window of five from a start day as large day tabs, with earlier and later
 * windows a press away; late in a month the window fills from the next month's days. None says so.
 * Tabs with manual activation: arrows, Home and End move, Enter or Space (or a touch) chooses the day, whose
 * times `children` shows as the tab panel.
 */
export const DayPicker = observer(function DayPicker({
  selected,
  onChoose,
  panelId,
  children,
}: {
  selected: string | undefined
  onChoose: (day: string) => void
  panelId: string
  /** The panel of the selected day, labelled by its tab (undefined while that day is not in the window) */
  children: (tabId: string | undefined) => ReactNode
}) {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { appointmentSearch, availableDates } = useBookingArea()
  const clock = useClock()
  const today = toIsoDate(nowOn(clock))
  // the window's first day: its month and the next are loaded
  const [start, setStart] = useState(() => selected ?? today)
  // after paging past the loaded months: choose the window's first day, or the window before a day, once loaded
  const [pending, setPending] = useState<"first" | { before: string } | undefined>(undefined)
  const [notice, setNotice] = useState("")
  const base = useId()
  const tabs = useRef<HTMLDivElement>(null)
  const tabId = (day: string) => `${base}-${day}`

  const filterKey = JSON.stringify({ ...appointmentSearch.filter.query, startDate: undefined })
  const month = monthOf(start < today ? today : start)
  const from = month < today ? today : month
  const load = () => void availableDates.load(appointmentSearch.filter, from, { months: 2 })
  useEffect(() => {
    void availableDates.load(appointmentSearch.filter, from, { months: 2 })
  }, [availableDates, appointmentSearch, from, filterKey])

  // the range runs to the end of the next month's last week: the window goes on into the days after
  const loaded =
    availableDates.status === "loaded" && availableDates.month === month && availableDates.months === 2
  const freeDays = loaded ? availableDates.dates.filter((day) => day >= today) : []
  const window = windowFrom(freeDays, start)
  const freeKey = freeDays.join()
  useEffect(() => {
    if (!loaded || !pending) return
    setPending(undefined)
    const day = pending === "first" ? window.days[0] : windowStartBefore(freeDays, pending.before)
    if (day) {
      setStart(day)
      onChoose(day)
    }
    // freeKey stands for freeDays and the window
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, loaded, freeKey, onChoose])
  // a chosen day from elsewhere (a link's start date, or results that begin on a later day) starts the window
  const seen = useRef(selected)
  const windowKey = window.days.join()
  useEffect(() => {
    if (selected === seen.current) return
    seen.current = selected
    if (selected && !windowKey.split(",").includes(selected)) setStart(selected)
  }, [selected, windowKey])

  const canGoEarlier = window.hasEarlier || month > monthOf(today)
  const earlier = () => {
    setNotice("")
    const before = window.days[0] ?? start
    const earlierStart = windowStartBefore(freeDays, before)
    // enough days before in the loaded months, or none can be earlier than this month's
    if (earlierStart && (window.first >= DAY_WINDOW || month <= monthOf(today))) {
      setStart(earlierStart)
      onChoose(earlierStart)
    } else if (canGoEarlier) {
      setStart(shiftMonth(month, -1))
      setPending({ before })
    } else setNotice(t("bookingGrid.noEarlier"))
  }
  const later = () => {
    setNotice("")
    if (window.hasLater) {
      const next = freeDays[window.first + DAY_WINDOW]!
      setStart(next)
      onChoose(next)
    } else {
      // past the loaded months: from the day after the last one shown, or the month after them
      const last = window.days.at(-1)
      const after = shiftMonth(month, 2)
      setStart(last && dayAfter(last) > after ? dayAfter(last) : after)
      setPending("first")
    }
  }

  const focusable = window.days.includes(selected ?? "") ? selected : window.days[0]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(tabs.current?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])]
    const index = buttons.indexOf(document.activeElement as HTMLElement)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    const next = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus()
  }

  // the window's month, or both where it runs on into the next ('marraskuu 2026 – joulukuu 2026')
  const shownMonths = [...new Set([window.days[0] ?? month, window.days.at(-1) ?? month].map(monthOf))]
    .map((shown) => formatMonthYear(shown, session.lang))
    .join(" – ")
  const shownSelected = selected !== undefined && window.days.includes(selected) ? selected : undefined
  return (
    <section className="kiosk-days" aria-labelledby={`${base}-title`}>
      <div className="kiosk-days__bar">
        <h2 id={`${base}-title`} className="kiosk-days__title">
          {t("bookingGrid.days")} <span className="kiosk-days__month">{shownMonths}</span>
        </h2>
        <p role="status" className="kiosk-days__notice">
          {!loaded
            ? t(availableDates.status === "error" ? "bookingGrid.daysError" : "bookingGrid.daysLoading")
            : window.days.length === 0
              ? t("bookingGrid.noDays", { month: formatMonthYear(month, session.lang) })
              : notice}
        </p>
        {availableDates.status === "error" && (
          <button type="button" className="button kiosk-button" data-variant="secondary" onClick={load}>
            {t("actions.retry", { ns: "common" })}
          </button>
        )}
      </div>
      <div className="kiosk-days__strip">
        <button
          type="button"
          className="button kiosk-days__page"
          data-variant="secondary"
          aria-disabled={!canGoEarlier || undefined}
          onClick={earlier}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t("bookingGrid.earlier")}</span>
        </button>
        <div
          ref={tabs}
          role={window.days.length > 0 ? "tablist" : undefined}
          aria-label={window.days.length > 0 ? t("bookingGrid.days") : undefined}
          className="kiosk-days__tabs"
          onKeyDown={onKeyDown}
        >
          {window.days.map((day) => {
            const label = dayLabel(parseIsoDate(day), session.lang)
            return (
              <button
                key={day}
                type="button"
                role="tab"
                id={tabId(day)}
                className="kiosk-day"
                aria-selected={day === shownSelected}
                aria-controls={day === shownSelected ? panelId : undefined}
                tabIndex={day === focusable ? 0 : -1}
                onClick={() => day !== selected && onChoose(day)}
              >
                <span className="kiosk-day__weekday">{label.weekday}</span>
                <span className="kiosk-day__weekday-short" aria-hidden="true">
                  {label.shortWeekday}
                </span>{" "}
                <span className="kiosk-day__date">{label.date}</span>
              </button>
            )
          })}
        </div>
        <button type="button" className="button kiosk-days__page" data-variant="secondary" onClick={later}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t("bookingGrid.later")}</span>
        </button>
      </div>
      {children(shownSelected && tabId(shownSelected))}
    </section>
  )
})
