import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { rangeStanding } from "../../../../domain/records.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import type { LabTrend } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { TrendChart } from "./TrendChart.tsx"
import { rangeText, Standing, valueText } from "./ResultValue.tsx"
import "./trend.css"

/**
 * A test's values over time: the chart for the eye (hidden from screen readers) and the same values as a table,
 * which screen readers read instead.
 */
export const TrendPanel = observer(function TrendPanel({
  trend,
  name,
  onRetry,
}: {
  trend: LabTrend
  name: string
  onRetry(): void
}) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const lang = session.lang
  const { status } = trend.loadState
  if (status === "error") {
    return (
      <div role="alert">
        <p>{t("laboratory.trend.error")}</p>
        <button type="button" className="button" data-variant="secondary" onClick={onRetry}>
          {t("retry")}
        </button>
      </div>
    )
  }
  if (status !== "loaded") return <p role="status">{t("laboratory.trend.loading")}</p>
  const points = trend.points
  const latest = points.at(-1)
  return (
    <>
      <TrendChart
        points={points}
        range={latest?.referenceRange ?? null}
        bandLabel={t("laboratory.trend.band")}
        lang={lang}
      />
      <table className="record-table lab-trend__table">
        <caption>{t("laboratory.trend.caption", { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("laboratory.trend.date")}</th>
            <th scope="col">{t("laboratory.result")}</th>
            <th scope="col">{t("laboratory.referenceRange")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">
                <time dateTime={point.date}>{formatDate(point.date)}</time>
              </th>
              <td data-label={t("laboratory.result")}>
                <span className="lab-value">
                  {valueText({ resultNumber: point.value, prefix: point.prefix }, point.unit, lang)}
                </span>
                <Standing
                  standing={rangeStanding(
                    {
                      resultNumber: point.value,
                      prefix: point.prefix,
                      isWithinReferenceRange: point.isWithinReferenceRange,
                    },
                    point.referenceRange,
                  )}
                />
              </td>
              <td data-label={t("laboratory.referenceRange")}>{rangeText(point, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
})
