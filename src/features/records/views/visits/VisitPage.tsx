import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { VisitPage as VisitData } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useContentLang } from "../../../../kit/ui/hooks/useContentLang.ts"
import { PrintButton, RecordPrintHeader, RecordStates } from "../RecordStates.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import "../records.css"
import "../print.css"

function VisitReport({ page }: { page: VisitData }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const report = page.medicalReport
  const lang = session.lang
  // diagnoses and the report's texts are the provider's, in Finnish (docs/decisions/0004)
  const contentLang = useContentLang()
  return (
    <div className="page records records--printable">
      <RecordPrintHeader patientName={page.fullName} />
      <p className="records__kicker">{t("visits.facts")}</p>
      <h1>{report.specialty.name}</h1>
      <dl className="record-facts">
        <div>
          <dt>{t("visits.time")}</dt>
          <dd>
            <time dateTime={report.dateTime}>{formatDateTime(report.dateTime, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("visits.practitioner")}</dt>
          <dd>
            {report.practitioner.name}
            {report.practitioner.title && (
              <span className="record-facts__aside">{report.practitioner.title}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("visits.specialty")}</dt>
          <dd>{report.specialty.name}</dd>
        </div>
        <div>
          <dt>{t("visits.patient")}</dt>
          <dd>{page.fullName}</dd>
        </div>
        <div>
          <dt>{t("visits.identityCode")}</dt>
          <dd>{page.personalIdentityCode}</dd>
        </div>
      </dl>
      <section aria-labelledby="visit-diagnoses">
        <h2 id="visit-diagnoses">{t("visits.diagnoses")}</h2>
        {report.diagnoses.length === 0 ? (
          <p>{t("visits.noDiagnoses")}</p>
        ) : (
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">{t("visits.diagnosisCode")}</th>
                <th scope="col">{t("visits.diagnosisDescription")}</th>
              </tr>
            </thead>
            <tbody>
              {report.diagnoses.map((diagnosis) => (
                <tr key={diagnosis.code}>
                  <td>{diagnosis.code}</td>
                  <td lang={contentLang}>{diagnosis.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="visit-texts">
        <h2 id="visit-texts">{t("visits.texts")}</h2>
        {report.texts.length === 0 ? (
          <p>{t("visits.noTexts")}</p>
        ) : (
          report.texts.map((text, index) => (
            <section key={index} className="record-text" lang={contentLang}>
              <h3>{text.title}</h3>
              <p>{text.body}</p>
            </section>
          ))
        )}
      </section>
      <p className="records__actions">
        <PrintButton />
        <Link to={buildPath("visits", lang)}>{t("visits.allVisits")}</Link>
      </p>
    </div>
  )
}

/**
 * spec §2 Visits: one visit's medical report: practitioner, specialty, date and time, diagnoses (code,
 * description), texts (title, body), and the patient's full name and identity code as the page state gives them;
 * 'Visit was not found'. Printable.
 */
export const VisitPage = observer(function VisitPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { id = "" } = useParams()
  const { visit } = useRecordsArea()
  useEffect(() => {
    void visit.load(id)
  }, [visit, id, session.lang])
  return (
    <RecordStates
      title={t("visits.facts")}
      resource={visit}
      data={visit.visitFor(id)}
      notFound={{
        title: t("visits.notFound"),
        back: { to: buildPath("visits", session.lang), label: t("visits.allVisits") },
      }}
      onRetry={() => void visit.load(id)}
    >
      {(page) => <VisitReport page={page} />}
    </RecordStates>
  )
})
