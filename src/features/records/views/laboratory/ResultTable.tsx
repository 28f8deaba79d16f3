import { observer } from "mobx-react-lite"
import { Fragment, useId } from "react"
import { useTranslation } from "react-i18next"
import type { Lang } from "../../../../domain/language.ts"
import type { LaboratorySingleTest, LaboratoryTest } from "../../store/area.ts"
import { useRecordsArea } from "../useRecordsArea.ts"
import { rangeText, ResultValue } from "./ResultValue.tsx"
import { TrendToggle } from "./TrendToggle.tsx"

function TestRow({
  test,
  lang,
  date,
  days,
}: {
  test: LaboratorySingleTest
  lang: Lang
  date: string
  days?: readonly string[]
}) {
  const { t } = useTranslation("records")
  const panelId = useId()
  return (
    <Fragment>
      <tr>
        <th scope="row">
          <span className="lab-test__name">{test.displayName}</span>
          {test.description && <span className="lab-test__description">{test.description}</span>}
        </th>
        <td data-label={t("laboratory.result")}>
          <ResultValue test={test} lang={lang} />
          {test.additionalResult && (
            <span className="lab-test__additional">
              {t("laboratory.additional")}: {test.additionalResult}
            </span>
          )}
        </td>
        <td data-label={t("laboratory.referenceRange")}>{rangeText(test, lang)}</td>
      </tr>
      {days && <TrendToggle test={test} days={days} date={date} panelId={panelId} />}
    </Fragment>
  )
}

/**
 * The tests of a package, or the single tests of a day, as a table: the test (with its description), the result
 * (value and prefix, within or outside the range; a text; or why it is not there yet) and the reference range.
 */
export const ResultTable = observer(function ResultTable({
  caption,
  tests,
  owner,
  date,
  lang,
}: {
  caption: string
  tests: readonly LaboratorySingleTest[]
  /** The day's test these rows belong to (a package, or each single test itself), for its trend. */
  owner: (test: LaboratorySingleTest) => LaboratoryTest
  date: string
  lang: Lang
}) {
  const { t } = useTranslation("records")
  const area = useRecordsArea()
  return (
    <table className="record-table lab-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("laboratory.test")}</th>
          <th scope="col">{t("laboratory.result")}</th>
          <th scope="col">{t("laboratory.referenceRange")}</th>
        </tr>
      </thead>
      <tbody>
        {tests.map((test) => {
          const candidate = area.trendCandidates(owner(test), date).find((c) => c.test.id === test.id)
          return <TestRow key={test.id} test={test} lang={lang} date={date} days={candidate?.days} />
        })}
      </tbody>
    </table>
  )
})
