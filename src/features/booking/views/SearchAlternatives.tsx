import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { toIsoDate } from "../../../domain/dates.ts"
import { formatTime, formatWeekdayDate } from "../../../platform/i18n/format.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { focusResultsHeading, useListPath } from "./useSearchUrl.ts"
import type { HealthCareType } from "../../../domain/features.ts"

/**
 * spec booking §4: 'Unfortunately no appointments matching given search criteria were found.' with up to 5 next
 * vacant days for the same filter, and for other clinics nearby one a day and clinic; each opens the list there.
 */
export const SearchAlternatives = observer(function SearchAlternatives({
  careType,
}: {
  careType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { appointmentSearch: search } = useBookingArea()
  const listPath = useListPath(careType)
  const lang = session.lang
  const { query } = search.filter
  const nextDays = search.alternatives
  const otherClinics = search.otherClinicAlternatives
  const linkProps = { replace: true, preventScrollReset: true, onClick: focusResultsHeading }

  return (
    <div className="alternatives">
      <p className="notice">{t("list.results.empty")}</p>
      {nextDays.length > 0 && (
        <section aria-labelledby="alternatives-next-days">
          <h3 id="alternatives-next-days">{t("list.results.alternatives.nextDays")}</h3>
          <ul className="alternative-list">
            {nextDays.map((appointment) => (
              <li key={appointment.id}>
                <Link to={listPath({ ...query, startDate: toIsoDate(appointment.startDate) })} {...linkProps}>
                  {t("list.results.alternatives.firstFree", {
                    date: formatWeekdayDate(appointment.startDate, lang),
                    time: formatTime(appointment.startDate),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {otherClinics.length > 0 && (
        <section aria-labelledby="alternatives-other-clinics">
          <h3 id="alternatives-other-clinics">{t("list.results.alternatives.otherClinics")}</h3>
          <ul className="alternative-list">
            {otherClinics.map((appointment) => (
              <li key={appointment.id}>
                <Link
                  to={listPath({
                    ...query,
                    clinicIds: [appointment.clinic.id],
                    startDate: toIsoDate(appointment.startDate),
                  })}
                  {...linkProps}
                >
                  {t("list.results.alternatives.otherClinic", {
                    clinic: appointment.clinic.cmsContent.name ?? appointment.clinic.name,
                    date: formatWeekdayDate(appointment.startDate, lang),
                    time: formatTime(appointment.startDate),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {nextDays.length === 0 && otherClinics.length === 0 && <p>{t("list.results.alternatives.none")}</p>}
    </div>
  )
})
