import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { SKELETON_COUNT } from "../../../domain/appointmentSearch.ts"
import { toIsoDate } from "../../../domain/dates.ts"
import { formatDate } from "../../../platform/i18n/format.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { AppointmentCard, AppointmentCardSkeleton } from "./AppointmentCard.tsx"
import { SearchAlternatives } from "./SearchAlternatives.tsx"
import { focusResultsHeading, useListPath } from "./useSearchUrl.ts"
import { useResultsView, type ResultsView } from "./useResultsView.ts"
import type { HealthCareType } from "../../../domain/features.ts"

const cardHeadingId = (index: number) => `appointment-${index}`

/** spec booking §4: loading (5 skeletons), error with retry, no results with alternatives, or the results. */
export const AppointmentResults = observer(function AppointmentResults({
  careType,
}: {
  careType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { appointmentSearch: search } = useBookingArea()
  const view = useResultsView(search)

  if (view.status === "idle" || view.status === "loading") {
    return (
      <ul className="appointment-list" aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <AppointmentCardSkeleton />
          </li>
        ))}
      </ul>
    )
  }
  if (view.status === "error" && !view.loadMoreFailed) {
    return (
      <div className="notice" data-tone="danger">
        <h3>{t("list.results.error.title")}</h3>
        <p>{t("list.results.error.body")}</p>
        <RetryButton onRetry={() => void search.search()} />
      </div>
    )
  }
  if (view.isEmpty) return <SearchAlternatives careType={careType} />
  return (
    <>
      <ol className="appointment-list" aria-labelledby="appointment-results-heading">
        {view.results.map((appointment, index) => (
          <li key={appointment.id}>
            <AppointmentCard
              appointment={appointment}
              start={search.startOf(appointment)}
              lang={session.lang}
              headingId={cardHeadingId(index)}
              healthCareType={careType}
            />
          </li>
        ))}
      </ol>
      <ListEnd careType={careType} shown={view} />
    </>
  )
})

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        focusResultsHeading()
        onRetry()
      }}
    >
      {t("actions.retry")}
    </button>
  )
}

/**
 * 'Load more' while the last page was full (focus then moves to the first new result, once `shown`, the list on
 * screen, has it), or the summary.
 */
const ListEnd = observer(function ListEnd({
  careType,
  shown,
}: {
  careType: HealthCareType
  shown: ResultsView
}) {
  const { t } = useTranslation("booking")
  const { appointmentSearch: search } = useBookingArea()
  const listPath = useListPath(careType)
  const firstNew = useRef<number | undefined>(undefined)
  const count = search.results.length

  const shownCount = shown.results.length
  useEffect(() => {
    if (firstNew.current === undefined || shown.status === "loading-more") return
    if (shownCount > firstNew.current) document.getElementById(cardHeadingId(firstNew.current))?.focus()
    firstNew.current = undefined
  }, [shownCount, shown.status])

  if (search.loadMoreFailed) {
    return (
      <div className="notice list-end" data-tone="danger">
        <p>{t("list.results.error.loadMore")}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            firstNew.current = count
            void search.loadMore()
          }}
        >
          {t("actions.retry", { ns: "common" })}
        </button>
      </div>
    )
  }
  if (search.canLoadMore || search.status === "loading-more") {
    const loading = search.status === "loading-more"
    return (
      <div className="list-end">
        <button
          type="button"
          className="button"
          data-variant="secondary"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return
            firstNew.current = count
            void search.loadMore()
          }}
        >
          {loading ? t("list.results.loadingMore") : t("list.results.loadMore")}
        </button>
      </div>
    )
  }
  const end = search.range?.end
  if (!end) return null
  const nextDay = toIsoDate(end.plus({ days: 1 }))
  return (
    <div className="list-end">
      <p>{t("list.results.end", { count, date: formatDate(end) })}</p>
      <Link
        to={listPath({ ...search.filter.query, startDate: nextDay })}
        replace
        preventScrollReset
        onClick={focusResultsHeading}
      >
        {t("list.results.showLater", { date: formatDate(nextDay) })}
      </Link>
    </div>
  )
})
