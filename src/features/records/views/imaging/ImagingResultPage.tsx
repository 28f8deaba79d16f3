import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { ImagingResultsState } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { PrintButton, RecordStates } from "../RecordStates.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import "../records.css"
import "../print.css"

function ImagingResults({ date, state }: { date: string; state: ImagingResultsState }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  return (
    <div className="page records records--printable">
      <h1>{t("imaging.resultsOf", { date: formatDate(date) })}</h1>
      {state.kind === "unavailable" ? (
        <p className="notice">{t("unavailable")}</p>
      ) : (
        state.results.map((result) => (
          <section key={result.id} className="imaging-result" aria-labelledby={`imaging-${result.id}`}>
            <h2 id={`imaging-${result.id}`} data-fallback={result.examinationName === null || undefined}>
              {result.examinationName ?? t("imaging.noTitle")}
            </h2>
            <h3>{t("imaging.statement")}</h3>
            {result.statementText ? (
              <p className="record-text__body">{result.statementText}</p>
            ) : (
              <p className="imaging-result__missing">{t("imaging.noStatement")}</p>
            )}
          </section>
        ))
      )}
      <p className="records__actions">
        <PrintButton />
        <Link to={buildPath("imaging", session.lang)}>{t("referral.allImaging")}</Link>
      </p>
    </div>
  )
}

/**
 * spec §2 Imaging: the results of one date, each with its examination name and the doctor's statement ('No title',
 * 'No doctor's statement' where missing); the temporary error state for the 'temporary-api-error' marker; 'Results
 * were not found' for a date without results. Printable.
 */
export const ImagingResultPage = observer(function ImagingResultPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { imagingDate = "" } = useParams()
  const { imagingResultDay } = useRecordsArea()
  useEffect(() => {
    void imagingResultDay.load(imagingDate)
  }, [imagingResultDay, imagingDate, session.lang])
  return (
    <RecordStates
      title={t("imaging.resultsOf", { date: formatDate(imagingDate) })}
      resource={imagingResultDay}
      data={imagingResultDay.resultsFor(imagingDate)}
      notFound={{
        title: t("imaging.notFound"),
        back: { to: buildPath("imaging", session.lang), label: t("referral.allImaging") },
      }}
      onRetry={() => void imagingResultDay.load(imagingDate)}
    >
      {(state) => <ImagingResults date={imagingDate} state={state} />}
    </RecordStates>
  )
})
