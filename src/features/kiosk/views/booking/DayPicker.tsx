import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { nowOn, parseIsoDate, toIsoDate } from "../../../../domain/dates.ts"
import { formatMonthYear } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useClock } from "../../../../kit/ui/hooks/useClock.ts"
import { useBookingArea } from "../../../booking/index.ts"
import { DAY_WINDOW, dayLabel, dayWindow } from "./bookingGrid.ts"

const monthOf = (day: string) => `${day.slice(0, 7)}-01`
const shiftMonth = (month: string, by: number) => toIsoDate(parseIsoDate(month).plus({ months: by }))

/** The first day of the window that holds the last free day before `before`. */
function windowBefore(freeDays: readonly string[], before: string): string | undefined {
  const index = freeDays.findLastIndex((day) => day < before)
  return index < 0 ? undefined : freeDays[index - (index % DAY_WINDOW)]
}

/**
 * The days with free times at this clinic for the list's filter (the available-dates call, a month at a time),
 * a window of five as large day tabs, with earlier and later windows a press away; a month with none says so.
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
  const [month, setMonth] = useState(() => monthOf(selected ?? today))
  // after paging to another month: the day past which (or before which) to choose once its days are known
  const [pending, setPending] = useState<{ after: string } | { before: string } | undefined>(undefined)
  const [notice, setNotice] = useState("")
  const base = useId()
  const tabs = useRef<HTMLDivElement>(null)
  const tabId = (day: string) => `${base}-${day}`

  const filterKey = JSON.stringify({ ...appointmentSearch.filter.query, startDate: undefined })
  const from = month < today ? today : month
  const load = () => void availableDates.load(appointmentSearch.filter, from)
  useEffect(() => {
    void availableDates.load(appointmentSearch.filter, from)
  }, [availableDates, appointmentSearch, from, filterKey])

  // the month's range runs to the end of its last week: the window goes on into the next month's first days
  const loaded = availableDates.status === "loaded" && availableDates.month === month
  const freeDays = loaded ? availableDates.dates.filter((day) => day >= today) : []
  const window = dayWindow(freeDays, selected)
  const freeKey = freeDays.join()
  useEffect(() => {
    if (!loaded) return
    if (pending) {
      setPending(undefined)
      const day =
        "after" in pending
          ? freeDays.find((free) => free > pending.after)
          : windowBefore(freeDays, pending.before)
      if (day) onChoose(day)
    } else if (selected && !freeDays.includes(selected) && monthOf(selected) !== month) {
      // a start date in another month (a link's, or results that begin next month): show that month
      setMonth(monthOf(selected))
    }
    // freeKey stands for freeDays
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, loaded, freeKey, selected, month, onChoose])

  const canGoEarlier = window.hasEarlier || month > monthOf(today)
  const earlier = () => {
    setNotice("")
    if (window.hasEarlier) onChoose(freeDays[window.first - DAY_WINDOW]!)
    else if (canGoEarlier) {
      setMonth(shiftMonth(month, -1))
      setPending({ before: window.days[0] ?? month })
    } else setNotice(t("bookingGrid.noEarlier"))
  }
  const later = () => {
    setNotice("")
    if (window.hasLater) onChoose(freeDays[window.first + DAY_WINDOW]!)
    else {
      setMonth(shiftMonth(month, 1))
      setPending({ after: window.days.at(-1) ?? month })
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

  const shownSelected = selected !== undefined && window.days.includes(selected) ? selected : undefined
  return (
    <section className="kiosk-days" aria-labelledby={`${base}-title`}>
      <div className="kiosk-days__bar">
        <h2 id={`${base}-title`} className="kiosk-days__title">
          {t("bookingGrid.days")}
          <span className="kiosk-days__month">{formatMonthYear(window.days[0] ?? month, session.lang)}</span>
        </h2>
        <p role="status" className="kiosk-days__notice">
          {!loaded
            ? t(availableDates.status === "error" ? "bookingGrid.daysError" : "bookingGrid.daysLoading")
            : freeDays.length === 0
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
                <span className="kiosk-day__weekday">{label.weekday}</span>{" "}
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
