import { useTranslation } from "react-i18next"
import { rangeSummary } from "../../../../domain/records.ts"
import type { LaboratoryTest } from "../../store/area.ts"

/**
 * Issue 31: above a result day's values, how many are outside their reference range, or that all are within; values
 * with no range to stand against (a text, a number without a range) are said apart rather than counted as within.
 * Tests not ready yet are not counted: the page's own notice says the day is incomplete.
 */
export function ResultSummary({ tests }: { tests: readonly LaboratoryTest[] }) {
  const { t } = useTranslation("records")
  const { outside, within, withoutRange } = rangeSummary(tests)
  if (outside + within + withoutRange === 0) return null
  const standing =
    outside > 0
      ? t("laboratory.summary.outside", { count: outside })
      : within > 0
        ? t(withoutRange > 0 ? "laboratory.summary.rangedWithin" : "laboratory.summary.allWithin")
        : undefined
  return (
    <p className="lab-summary" data-outside={outside > 0 || undefined}>
      {standing && (
        <span className="lab-summary__standing">
          <span className="lab-summary__mark" aria-hidden="true">
            {outside > 0 ? "!" : "✓"}
          </span>
          {standing}
        </span>
      )}
      {standing && withoutRange > 0 && " "}
      {withoutRange > 0 && (
        <span className="lab-summary__without">
          {t("laboratory.summary.withoutRange", { count: withoutRange })}
        </span>
      )}
    </p>
  )
}
