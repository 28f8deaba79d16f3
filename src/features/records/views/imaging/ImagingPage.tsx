import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { formatDate } from "../../../../platform/i18n/format.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { ImagingDay } from "../../store/area.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useNow } from "../../../../kit/ui/hooks/useNow.ts"
import { RecordStates } from "../RecordStates.tsx"
import { ReferralList } from "../referrals/ReferralList.tsx"
import { ServiceIcon } from "../timeline/ServiceIcon.tsx"
import { useRecordsArea } from "../useRecordsArea.ts"
import "../records.css"

function ImagingDays({ days }: { days: readonly ImagingDay[] }) {
  const { t } = useTranslation("records")
  const { session } = useStores()
  return (
    <ul className="record-rows">
      {days.map((day) => (
        <li key={day.date} className="record-row">
          <span className="record-avatar" data-kind="service" aria-hidden="true">
            <ServiceIcon name="imaging" />
          </span>
          <div className="record-row__body">
            <p className="record-row__title">
              <Link to={buildPath("imagingResult", session.lang, { imagingDate: day.date })}>
                {t("imaging.dayResults", { date: formatDate(day.date) })}
              </Link>
            </p>
            <p className="record-row__subtitle">
              {day.results.map((result) => result.examinationName ?? t("imaging.noTitle")).join(", ")}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * spec §2 Imaging: referrals (as for laboratory) and results by date with their examination names ('No title'
 * for a missing one); when the imaging system did not answer, 'This section is temporarily unavailable' in place
 * of the results while the referrals still show.
 */
export const ImagingPage = observer(function ImagingPage() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { imaging } = useRecordsArea()
  const nowMs = useNow(undefined)
  useEffect(() => {
    void imaging.load()
  }, [imaging, session.lang])
  const title = t("imaging.title")
  return (
    <RecordStates title={title} resource={imaging} data={imaging.data} onRetry={() => void imaging.load()}>
      {() => (
        <div className="page records">
          <h1>{title}</h1>
          <section aria-labelledby="imaging-referrals">
            <h2 id="imaging-referrals">{t("imaging.referrals")}</h2>
            {imaging.referrals.length === 0 ? (
              <p>{t("imaging.noReferrals")}</p>
            ) : (
              <ReferralList referrals={imaging.referrals} lang={session.lang} nowMs={nowMs} />
            )}
          </section>
          <section aria-labelledby="imaging-results">
            <h2 id="imaging-results">{t("imaging.results")}</h2>
            {imaging.results.kind === "unavailable" ? (
              <p className="notice">{t("unavailable")}</p>
            ) : imaging.days.length === 0 ? (
              <p>{t("imaging.noResults")}</p>
            ) : (
              <ImagingDays days={imaging.days} />
            )}
          </section>
        </div>
      )}
    </RecordStates>
  )
})
