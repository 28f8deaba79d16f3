import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../routing/index.ts"
import { useStores } from "../StoreContext.tsx"
import { usePageTitle } from "../shell/usePageTitle.ts"
import { OwnAppointmentCard } from "./OwnAppointmentCard.tsx"
import { LoadFailure, Loading } from "./PageStates.tsx"
import "./appointments.css"

/** The appointments page: the patient's upcoming appointments, cancelled ones shown as such; 'No appointments'. */
export const AppointmentsPage = observer(function AppointmentsPage() {
  const { t } = useTranslation("appointments")
  const { appointments, session } = useStores()
  const list = appointments.upcoming
  usePageTitle(t("list.pageTitle"))
  useEffect(() => {
    void list.loadUpcoming()
  }, [list, session.lang])

  if (list.status === "idle" || (list.status === "loading" && list.items.length === 0)) {
    return <Loading title={t("list.title")} />
  }
  if (list.status === "error" && list.items.length === 0) {
    return <LoadFailure title={t("list.title")} onRetry={() => void list.loadUpcoming()} />
  }
  return (
    <div className="page appointments">
      <h1>{t("list.title")}</h1>
      {list.isEmpty ? (
        <p>{t("list.empty")}</p>
      ) : (
        <div className="appointments__list">
          {list.items.map((own) => (
            <OwnAppointmentCard key={own.id} own={own} />
          ))}
        </div>
      )}
      <p>
        <Link className="button" to={buildPath("booking", session.lang)}>
          {t("list.book")}
        </Link>
      </p>
    </div>
  )
})
