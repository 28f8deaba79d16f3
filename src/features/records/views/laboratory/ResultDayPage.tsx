import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { resultDayStatus } from "../../../../domain/records.ts"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { LaboratorySingleTest, LaboratoryTest } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { PrintButton, RecordPrintHeader, RecordStates } from "../RecordStates.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import { ResultSummary } from "./ResultSummary.tsx"
import { ResultTable } from "./ResultTable.tsx"
import "../records.css"
import "../print.css"

function DayResults({ date, tests }: { date: string; tests: readonly LaboratoryTest[] }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const lang = session.lang
  const packages = tests.filter((test) => test.type === "package")
  const singles = tests.filter((test): test is LaboratorySingleTest => test.type === "single")
  return (
    <div className="page records records--printable">
      <RecordPrintHeader />
      <h1>{t("laboratory.resultsOf", { date: formatDate(date) })}</h1>
      {resultDayStatus(tests) === "pending" && <p className="notice">{t("laboratory.pendingDay")}</p>}
      <ResultSummary tests={tests} />
      {packages.map((pack) => (
        <section key={pack.id} className="lab-package" aria-labelledby={`package-${pack.id}`}>
          <p className="records__kicker">{t("laboratory.package")}</p>
          <h2 id={`package-${pack.id}`}>{pack.displayName}</h2>
          {pack.description && <p className="lab-test__description">{pack.description}</p>}
          <ResultTable
            caption={pack.displayName}
            tests={pack.items}
            owner={() => pack}
            date={date}
            lang={lang}
          />
        </section>
      ))}
      {singles.length > 0 && (
        <section aria-labelledby="lab-singles">
          <h2 id="lab-singles">{t("laboratory.singles")}</h2>
          <ResultTable
            caption={t("laboratory.singles")}
            tests={singles}
            owner={(test) => test}
            date={date}
            lang={lang}
          />
        </section>
      )}
      <p className="records__actions">
        <PrintButton />
        <Link to={buildPath("laboratory", lang)}>{t("referral.allLaboratory")}</Link>
      </p>
    </div>
  )
}

/**
 * spec §2 Laboratory: the test packages and single tests of one Helsinki day (/{lang}/laboratoriotulos/{date}):
 * textual or numeric results with their prefixes, within or outside the reference range (a mark and words, not
 * colour alone), the ranges as 'min-max unit', '>min', '<max'; 'Results were not found'. Printable.
 */
export const ResultDayPage = observer(function ResultDayPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { date = "" } = useParams()
  const { labResultDay, laboratory } = useRecordsArea()
  useEffect(() => {
    void labResultDay.load(date)
  }, [labResultDay, date, session.lang])
  // The day list tells which tests were also taken on other days (their trends)
  useEffect(() => {
    if (laboratory.status === "idle") void laboratory.load()
  }, [laboratory])
  const title = t("laboratory.resultsOf", { date: formatDate(date) })
  return (
    <RecordStates
      title={title}
      resource={labResultDay}
      data={labResultDay.resultsFor(date)}
      notFound={{
        title: t("laboratory.notFound"),
        back: { to: buildPath("laboratory", session.lang), label: t("referral.allLaboratory") },
      }}
      onRetry={() => void labResultDay.load(date)}
    >
      {(results) => <DayResults date={date} tests={results.tests} />}
    </RecordStates>
  )
})
