import "./results.css"
import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { TIME_OF_DAY_HOURS, type DayPeriod, type TimeOfDay } from "../../../domain/dates.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { Tabs } from "../../../kit/ui/tabs/Tabs.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { AppointmentResults } from "./AppointmentResults.tsx"
import { RESULTS_HEADING_ID, useChangeFilter } from "./useSearchUrl.ts"
import type { HealthCareType } from "../../../domain/features.ts"

type TabText = { id: TimeOfDay; title: string; subtitle: string }

/** 'all' first, then the filter options' slots in the page language (the locales' copy until they load). */
function useTabs(): TabText[] {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { filterOptions } = useBookingArea()
  const slots = filterOptions.timeOfDaySlots
  const periods: TabText[] =
    slots.length > 0
      ? slots.map((slot) => ({
          id: slot.id,
          title: slot.title[session.lang],
          subtitle: slot.subtitle[session.lang],
        }))
      : (Object.keys(TIME_OF_DAY_HOURS) as DayPeriod[]).map((id) => ({
          id,
          title: t(`list.timeOfDay.${id}`),
          subtitle: t(`list.timeOfDay.${id}Subtitle`),
        }))
  return [
    { id: "all", title: t("list.timeOfDay.all"), subtitle: t("list.timeOfDay.allSubtitle") },
    ...periods,
  ]
}

/** The results under their time-of-day tabs, with a polite live region that tells what the list shows. */
export const ResultsSection = observer(function ResultsSection({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { appointmentSearch: search } = useBookingArea()
  const change = useChangeFilter(careType)
  const tabs = useTabs()
  return (
    <section className="results" aria-labelledby={RESULTS_HEADING_ID}>
      <h2 id={RESULTS_HEADING_ID} tabIndex={-1}>
        {t("list.results.title")}
      </h2>
      <SearchStatus />
      <Tabs
        className="time-tabs"
        label={t("list.timeOfDay.label")}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: (
            <>
              <span className="time-tab__title">{tab.title}</span>
              <span className="time-tab__subtitle">{tab.subtitle}</span>
            </>
          ),
        }))}
        selected={search.filter.timeOfDay}
        onSelect={(id) => change((filter) => filter.setTimeOfDay(id))}
      >
        {() => <AppointmentResults careType={careType} />}
      </Tabs>
    </section>
  )
})

const SearchStatus = observer(function SearchStatus() {
  const { t } = useTranslation("booking")
  const { appointmentSearch: search } = useBookingArea()
  const count = search.results.length
  let text: string
  if (search.status === "idle" || search.status === "loading") text = t("list.results.searching")
  else if (search.status === "loading-more") text = t("list.results.loadingMore")
  else if (search.status === "error")
    text = search.loadMoreFailed ? t("list.results.error.loadMore") : t("list.results.error.title")
  else if (count === 0) text = t("list.results.empty")
  else
    text = [t("list.results.showing", { count }), search.canLoadMore ? t("list.results.moreAvailable") : ""]
      .join(" ")
      .trim()
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  )
})
