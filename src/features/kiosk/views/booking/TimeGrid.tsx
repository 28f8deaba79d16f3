import { observer } from "mobx-react-lite"
import { useEffect, useRef, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { formatWeekdayDate } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../../../booking/index.ts"
import { timeCount, timeNameParts, type PractitionerGroup, type RemoteKind } from "./bookingGrid.ts"
import { arrowTarget } from "./gridKeys.ts"
import type { Grid } from "./useGrid.ts"

/**
 * The chosen day's free times as large time buttons, grouped by practitioner (name and title, specialty and
 * kind, place), each named in full for a screen reader or speech ('tiistai 24.11.2026, 9:30, Pirjo Leinonen,
 * geriatri, Aava Kamppi'). Tab or the arrow keys move between them; a choice shows the time's details.
 */
export const TimeGrid = observer(function TimeGrid({
  id,
  tabId,
  grid,
  onChoose,
  returnTo,
}: {
  id: string
  tabId: string | undefined
  grid: Grid
  onChoose: (appointmentId: string) => void
  /** The time chosen before: focus goes back to it */
  returnTo: string | undefined
}) {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { appointmentSearch: search } = useBookingArea()
  const times = useRef<HTMLDivElement>(null)
  // the times shown when 'more times' was pressed: focus then goes to the first new one
  const before = useRef<Set<string> | undefined>(undefined)
  const count = timeCount(grid.groups)

  useEffect(() => {
    if (!returnTo) return
    times.current?.querySelector<HTMLElement>(`[data-appointment-id="${CSS.escape(returnTo)}"]`)?.focus()
  }, [returnTo])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const buttons = [...(times.current?.querySelectorAll<HTMLElement>(".kiosk-time") ?? [])]
    const target = arrowTarget(buttons, document.activeElement as HTMLElement, event.key)
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  useEffect(() => {
    const shown = before.current
    if (!shown || grid.more === "loading") return
    before.current = undefined
    const buttons = [...(times.current?.querySelectorAll<HTMLElement>(".kiosk-time") ?? [])]
    buttons.find((button) => !shown.has(button.dataset.appointmentId ?? ""))?.focus()
  }, [count, grid.more])
  const loadMore = () => {
    before.current = new Set(grid.groups.flatMap((group) => group.times.map((time) => time.item.id)))
    void search.loadMore()
  }

  const date = grid.day ? formatWeekdayDate(grid.day, session.lang) : ""
  const status =
    grid.status === "loading"
      ? t("list.results.searching", { ns: "booking" })
      : grid.status === "error"
        ? t("list.results.error.title", { ns: "booking" })
        : count === 0
          ? t("bookingGrid.noTimes")
          : t("bookingGrid.count", { count, date })
  return (
    <div
      id={id}
      role={tabId ? "tabpanel" : "region"}
      aria-labelledby={tabId}
      aria-label={tabId ? undefined : t("bookingGrid.timesTitle", { date })}
      className="kiosk-times"
      aria-busy={grid.status === "loading" || undefined}
    >
      <p role="status" className={count > 0 ? "visually-hidden" : "kiosk-times__status"}>
        {status}
      </p>
      {grid.status === "error" && (
        <div className="notice" data-tone="danger">
          <p>{t("list.results.error.body", { ns: "booking" })}</p>
          <button type="button" className="button kiosk-button" onClick={() => void search.search()}>
            {t("actions.retry", { ns: "common" })}
          </button>
        </div>
      )}
      {count > 0 && (
        <div ref={times} className="kiosk-times__groups" onKeyDown={onKeyDown}>
          {grid.groups.map((group, index) => (
            <PractitionerTimes
              key={group.key}
              group={group}
              headingId={`${id}-group-${index}`}
              onChoose={onChoose}
              first={index === 0}
            />
          ))}
        </div>
      )}
      <MoreTimes more={grid.more} onLoadMore={loadMore} />
    </div>
  )
})

const PractitionerTimes = observer(function PractitionerTimes({
  group,
  headingId,
  onChoose,
  first,
}: {
  group: PractitionerGroup
  headingId: string
  onChoose: (appointmentId: string) => void
  /** the day's first group: its first time is the list's main action */
  first: boolean
}) {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const remoteText = (kind: RemoteKind) => t(`list.appointment.${kind}`, { ns: "booking" })
  return (
    <section className="kiosk-times__group" aria-labelledby={headingId}>
      <div className="kiosk-times__who">
        <h3 id={headingId}>{group.practitioner}</h3>
        <p>
          {[group.kind, group.place.remote ? remoteText(group.place.remote) : group.place.clinic].join(" · ")}
        </p>
      </div>
      <ul className="kiosk-times__list">
        {group.times.map((time, index) => (
          <li key={time.item.id}>
            <button
              type="button"
              className="button kiosk-time"
              data-variant="secondary"
              data-appointment-id={time.item.id}
              data-main-action={(first && index === 0) || undefined}
              aria-label={t("bookingGrid.timeName", timeNameParts(time, session.lang, remoteText))}
              onClick={() => onChoose(time.item.id)}
            >
              <time dateTime={time.item.startDate}>{time.time}</time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
})

/** More times of the same day: the list's 'load more', at kiosk size. */
function MoreTimes({ more, onLoadMore }: { more: Grid["more"]; onLoadMore: () => void }) {
  const { t } = useTranslation("kiosk")
  if (more === "none") return null
  if (more === "failed") {
    return (
      <div className="notice" data-tone="danger">
        <p>{t("list.results.error.loadMore", { ns: "booking" })}</p>
        <button type="button" className="button kiosk-button" onClick={onLoadMore}>
          {t("actions.retry", { ns: "common" })}
        </button>
      </div>
    )
  }
  const loading = more === "loading"
  return (
    <button
      type="button"
      className="button kiosk-button kiosk-times__more"
      data-variant="secondary"
      aria-disabled={loading || undefined}
      onClick={() => !loading && onLoadMore()}
    >
      {loading ? t("list.results.loadingMore", { ns: "booking" }) : t("bookingGrid.more")}
    </button>
  )
}
