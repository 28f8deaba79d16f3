import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useAppointmentsArea } from "./useAppointmentsArea.ts"
import { AppointmentRow } from "./AppointmentRow.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import "./appointments.css"
import "./appointmentRows.css"

/**
 * The appointments page: the patient's upcoming appointments as a compact list (cancelled ones shown as such),
 * each row leading to the appointment's own page; 'No appointments' when there are none.
 */
export const AppointmentsPage = observer(function AppointmentsPage() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const list = useAppointmentsArea().upcoming
  useEffect(() => {
    void list.loadUpcoming()
  }, [list, session.lang])

  if (list.status === "idle" || (list.status === "loading" && list.items.length === 0)) {
    return <Loading title={t("list.title")} status={t("loading")} className="appointments" />
  }
  if (list.status === "error" && list.items.length === 0) {
    return (
      <LoadFailure
        title={t("list.title")}
        message={t("loadError")}
        className="appointments"
        onRetry={() => void list.loadUpcoming()}
      />
    )
  }
  return (
    <div className="page appointments">
      <h1>{t("list.title")}</h1>
      {list.isEmpty ? (
        <p>{t("list.empty")}</p>
      ) : (
        <ul className="appointment-rows">
          {list.items.map((own) => (
            <AppointmentRow key={own.id} own={own} />
          ))}
        </ul>
      )}
      <p className="appointments__more">
        <Link className="button" to={buildPath("booking", session.lang)}>
          {t("list.book")}
        </Link>
        {/* Past appointments are the visits (records): what was done and written, newest first (decision 0019) */}
        <Link to={buildPath("visits", session.lang)}>{t("list.past")}</Link>
      </p>
    </div>
  )
})
