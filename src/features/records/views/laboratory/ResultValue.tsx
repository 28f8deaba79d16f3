import { useTranslation } from "react-i18next"
import type { Lang } from "../../../../domain/language.ts"
import {
  isOutsideRange,
  prefixSymbol,
  rangeStanding,
  referenceRangeText,
  type RangeStanding,
} from "../../../../domain/records.ts"
import { formatDecimal } from "../../../../platform/i18n/format.ts"
import type { LaboratorySingleTest } from "../../store/area.ts"

type Numeric = Extract<NonNullable<LaboratorySingleTest["result"]>, { type: "numeric" }>

/** A numeric value with its prefix and unit: '<3 mg/l', '9,1 E9/l'. */
export function valueText(
  result: Pick<Numeric, "resultNumber" | "prefix">,
  unit: string | null,
  lang: Lang,
): string {
  const value = `${prefixSymbol(result.prefix)}${formatDecimal(result.resultNumber, lang)}`
  return unit ? `${value} ${unit}` : value
}

/** spec §5: 'min-max unit', '>min' or '<max'. */
export function rangeText(test: Pick<LaboratorySingleTest, "referenceRange" | "unit">, lang: Lang): string {
  return referenceRangeText(test.referenceRange, test.unit, (value) => formatDecimal(value, lang))
}

const STANDING_MARKS: Record<Exclude<RangeStanding, "none">, string> = {
  within: "✓",
  high: "↑",
  low: "↓",
  outside: "!",
}

/** Within or outside the reference range, by a mark and words as well as colour. */
export function Standing({ standing }: { standing: RangeStanding }) {
  const { t } = useTranslation("records")
  if (standing === "none") return null
  return (
    <span
      className="lab-standing"
      data-standing={standing}
      data-outside={isOutsideRange(standing) || undefined}
    >
      <span className="lab-standing__mark" aria-hidden="true">
        {STANDING_MARKS[standing]}
      </span>
      {t(`laboratory.standing.${standing}`)}
    </span>
  )
}

/** A test's result as its row shows it: the value and where it stands, the text, or why there is none yet. */
export function ResultValue({ test, lang }: { test: LaboratorySingleTest; lang: Lang }) {
  const { t } = useTranslation("records")
  const { result } = test
  if (!test.isReady || !result) {
    const status = test.status === "ready" ? "sampled" : test.status
    return <span className="lab-waiting">{t(`laboratory.testStatus.${status}`)}</span>
  }
  if (result.type === "textual") return <span className="lab-value">{result.resultText}</span>
  const standing = rangeStanding(result, test.referenceRange)
  return (
    <>
      <span className="lab-value" data-outside={isOutsideRange(standing) || undefined}>
        {valueText(result, test.unit, lang)}
      </span>
      <Standing standing={standing} />
    </>
  )
}
