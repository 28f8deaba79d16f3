import { observer } from "mobx-react-lite"
import { lazy, Suspense, useState } from "react"
import { useTranslation } from "react-i18next"
import type { LaboratorySingleTest } from "../../store/area.ts"
import { useRecordsArea } from "../useRecordsArea.ts"

// The chart and its table are a chunk of their own, loaded when a patient first opens a trend (issue 16: no chart
// code in any first load).
const TrendPanel = lazy(async () => ({ default: (await import("./TrendPanel.tsx")).TrendPanel }))

/**
 * Issue 16 'Beyond the spec': a numeric test the patient has on several days opens its trend under its row: the
 * values over time with the reference range as a band, and the same values as a table.
 */
export const TrendToggle = observer(function TrendToggle({
  test,
  days,
  date,
  panelId,
}: {
  test: LaboratorySingleTest
  days: readonly string[]
  date: string
  panelId: string
}) {
  const { t } = useTranslation("records")
  const area = useRecordsArea()
  const [open, setOpen] = useState(false)
  const trend = area.labTrends.byCode.get(test.code)
  function toggle() {
    if (!open) {
      const opened = area.labTrends.trendOf(test.code)
      const today = area.labResultDay.resultsFor(date)
      if (opened.loadState.status !== "loaded") void opened.load(days, today ? [today] : [])
    }
    setOpen(!open)
  }
  return (
    <tr className="lab-trend-row">
      <td colSpan={3}>
        <button
          type="button"
          className="button lab-trend__toggle"
          data-variant="plain"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
        >
          {open ? t("laboratory.trend.hide") : t("laboratory.trend.show", { count: days.length })}
        </button>
        {open && trend && (
          <div id={panelId} className="lab-trend">
            <Suspense fallback={<p role="status">{t("laboratory.trend.loading")}</p>}>
              <TrendPanel
                trend={trend}
                name={test.displayName}
                onRetry={() => {
                  const today = area.labResultDay.resultsFor(date)
                  void trend.load(days, today ? [today] : [])
                }}
              />
            </Suspense>
          </div>
        )}
      </td>
    </tr>
  )
})
