import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { APPOINTMENT_CANCELLED_TOAST_MS } from "../../domain/appointmentRules.ts"
import { APPOINTMENT_CANCELLED_FRAGMENT } from "../../routing/index.ts"
import { useStores } from "../StoreContext.tsx"
import { useFrontArea } from "./useFrontArea.ts"
import { useToast } from "../ui/toast/ToastProvider.tsx"
import { AppointmentsSummary } from "./AppointmentsSummary.tsx"
import "./front.css"

/**
 * spec messaging §2: when the front page loads with #appointment-cancelled, 'Appointment canceled' shows for
 * 15 s and the fragment is removed (so a reload or a shared address does not repeat it).
 */
function useAppointmentCancelledToast() {
  const { t } = useTranslation("appointments")
  const toast = useToast()
  const { hash, pathname, search } = useLocation()
  const navigate = useNavigate()
  const shown = useRef(false)
  useEffect(() => {
    if (hash !== `#${APPOINTMENT_CANCELLED_FRAGMENT}` || shown.current) return
    shown.current = true
    toast.show({ tone: "success", text: t("cancel.success"), durationMs: APPOINTMENT_CANCELLED_TOAST_MS })
    navigate(`${pathname}${search}`, { replace: true })
  }, [hash, pathname, search, navigate, toast, t])
}

/**
 * The logged-in front page (spec messaging §2), as far as the appointments area goes: the greeting with the
 * customer's first name and the appointments summary. The other blocks come with their own areas.
 */
export const FrontPage = observer(function FrontPage() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  useAppointmentCancelledToast()
  useEffect(() => {
    void frontPage.load()
  }, [frontPage, session.lang])
  // Acting for someone else, the greeting is for the person logged in, as the header is; the banner says whose
  // matters these are. Otherwise the patient record's first name.
  const firstName = session.actingFor
    ? session.user?.firstName
    : (frontPage.firstName ?? session.user?.firstName)
  return (
    <div className="page front-page">
      <h1>{firstName ? t("front.greeting", { name: firstName }) : t("front.greetingNoName")}</h1>
      <AppointmentsSummary />
    </div>
  )
})
