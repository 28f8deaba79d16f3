import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useAppointmentsArea } from "./useAppointmentsArea.ts"
import { OwnAppointmentCard } from "./OwnAppointmentCard.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import "./appointments.css"

/**
 * spec booking §2 'Appointment by ids': a heading, the appointment card(s) and a link to all appointments; when
 * none is found, a heading saying so and a link to reserve another.
 */
export const AppointmentsByIdsPage = observer(function AppointmentsByIdsPage() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { ids = "" } = useParams()
  const list = useAppointmentsArea().byIds
  useEffect(() => {
    void list.loadByIds(ids)
  }, [list, ids, session.lang])

  const current = list.key === `ids:${ids}`
  if (!current || list.status === "idle" || (list.status === "loading" && list.items.length === 0)) {
    return <Loading title={t("byIds.pageTitle")} status={t("loading")} className="appointments" />
  }
  if (list.status === "error" && list.items.length === 0) {
    return (
      <LoadFailure
        title={t("byIds.pageTitle")}
        message={t("loadError")}
        className="appointments"
        onRetry={() => void list.loadByIds(ids)}
      />
    )
  }
  if (list.isEmpty) {
    return (
      <div className="page appointments">
        <h1>{t("byIds.notFound")}</h1>
        <p>
          <Link to={buildPath("booking", session.lang)}>{t("byIds.reserveAnother")}</Link>
        </p>
      </div>
    )
  }
  return (
    <div className="page appointments">
      <h1>{t("byIds.title", { count: list.items.length })}</h1>
      <div className="appointments__list">
        {list.items.map((own) => (
          <OwnAppointmentCard key={own.id} own={own} />
        ))}
      </div>
      <p>
        <Link to={buildPath("appointments", session.lang)}>{t("byIds.allAppointments")}</Link>
      </p>
    </div>
  )
})
