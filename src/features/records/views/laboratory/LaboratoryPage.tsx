import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { ResultDay } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useNow } from "../../../../kit/ui/hooks/useNow.ts"
import { RecordStates } from "../RecordStates.tsx"
import { ReferralList } from "../referrals/ReferralList.tsx"
import { ServiceIcon } from "../timeline/ServiceIcon.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import "../records.css"

/** spec §4: a result day is ready when all its items are, otherwise pending (in words and a mark, not colour alone). */
function ResultDays({ days }: { days: readonly ResultDay[] }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  return (
    <ul className="record-rows">
      {days.map((day) => {
        const date = formatDate(day.date)
        return (
          <li key={day.date} className="record-row">
            <span className="record-avatar" data-kind="service" aria-hidden="true">
              <ServiceIcon name="laboratory" />
            </span>
            <div className="record-row__body">
              <p className="record-row__title">
                <Link to={buildPath("laboratoryResult", session.lang, { date: day.date })}>
                  {t("laboratory.dayResults", { date })}
                </Link>
                <span className="record-status" data-status={day.status}>
                  {t(day.status === "ready" ? "laboratory.dayReady" : "laboratory.dayPending")}
                </span>
              </p>
              <p className="record-row__subtitle">{day.items.map((item) => item.displayName).join(", ")}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * spec §2 Laboratory: the referrals (valid until D.M.YYYY, 'Not valid', relative notes within 30 days) and the
 * result days (ready or pending); 'No laboratory referrals or results' when there is neither.
 */
export const LaboratoryPage = observer(function LaboratoryPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { laboratory } = useRecordsArea()
  const nowMs = useNow(undefined)
  useEffect(() => {
    void laboratory.load()
  }, [laboratory, session.lang])
  const title = t("laboratory.title")
  return (
    <RecordStates
      title={title}
      resource={laboratory}
      data={laboratory.data}
      onRetry={() => void laboratory.load()}
    >
      {() => (
        <div className="page records">
          <h1>{title}</h1>
          {laboratory.isEmpty ? (
            <p>{t("laboratory.empty")}</p>
          ) : (
            <>
              <section aria-labelledby="laboratory-referrals">
                <h2 id="laboratory-referrals">{t("laboratory.referrals")}</h2>
                {laboratory.referrals.length === 0 ? (
                  <p>{t("laboratory.noReferrals")}</p>
                ) : (
                  <ReferralList referrals={laboratory.referrals} lang={session.lang} nowMs={nowMs} />
                )}
              </section>
              <section aria-labelledby="laboratory-results">
                <h2 id="laboratory-results">{t("laboratory.results")}</h2>
                {laboratory.resultDays.length === 0 ? (
                  <p>{t("laboratory.noResults")}</p>
                ) : (
                  <ResultDays days={laboratory.resultDays} />
                )}
              </section>
            </>
          )}
        </div>
      )}
    </RecordStates>
  )
})
