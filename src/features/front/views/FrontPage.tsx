import { observer } from "mobx-react-lite"
import { Suspense, useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import {
  APPOINTMENT_CANCELLED_FRAGMENT,
  APPOINTMENT_CANCELLED_TOAST_MS,
} from "../../../domain/appointmentRules.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useFrontArea } from "./useFrontArea.ts"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"
import { AppointmentsSummary } from "./AppointmentsSummary.tsx"
import { NewCustomerNotice } from "./NewCustomerNotice.tsx"
import { SmsOnboarding } from "./smsOnboarding/SmsOnboarding.tsx"
import { PrescriptionsSummary } from "./PrescriptionsSummary.tsx"
import {
  ImagingSummary,
  LaboratorySummary,
  QuestionnairesSummary,
  VisitsSummary,
} from "./RecordSummaries.tsx"
import { FrontConversations } from "../../messaging/index.ts"
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

function FrontPageLoading() {
  const { t } = useTranslation("records")
  return <p role="status">{t("loading")}</p>
}

/** The front page's own data while it loads or when it failed as a whole (each block's source failing is the block's). */
const FrontPageState = observer(function FrontPageState() {
  const { t } = useTranslation("appointments")
  const { frontPage } = useFrontArea()
  if (frontPage.status === "loading" || frontPage.status === "idle") return <FrontPageLoading />
  if (frontPage.status !== "error") return null
  return (
    <div className="notice" data-tone="danger" role="alert">
      <p>{t("front.loadError")}</p>
      <button type="button" className="button" data-variant="secondary" onClick={() => void frontPage.load()}>
        {t("retry")}
      </button>
    </div>
  )
})

/**
 * The logged-in front page (spec messaging §2): the greeting with the customer's first name, the conversations
 * (loaded with the messaging area where the session has messaging), and the summaries of appointments, visits,
 * prescriptions, laboratory, questionnaires (when there are open ones) and imaging, each with 'show all' and its
 * empty state; a block whose source did not answer says so while the others show. A patient with no visits or
 * events is led to the new-customer page.
 */
export const FrontPage = observer(function FrontPage() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  useAppointmentCancelledToast()
  // The route asked for the page's data as the session answered (startFrontPage), on a language switch too (a
  // visit to the other language's page): the page takes that load, and asks itself only where none was started
  useEffect(() => {
    void frontPage.ensureLoaded()
  }, [frontPage])
  // Acting for someone else, the greeting is for the person logged in, as the header is; the banner says whose
  // matters these are. Otherwise the patient record's first name.
  const firstName = session.actingFor
    ? session.user?.firstName
    : (frontPage.firstName ?? session.user?.firstName)
  const loaded = frontPage.status === "loaded"
  // the conversations come from messaging and show when the page's own data failed too
  const settled = loaded || frontPage.status === "error"
  return (
    <div className="page front-page">
      <h1>{firstName ? t("front.greeting", { name: firstName }) : t("front.greetingNoName")}</h1>
      <FrontPageState />
      {settled && (
        // The blocks show together once the code of each has loaded: none arrives later to push the others down.
        <Suspense fallback={<FrontPageLoading />}>
          {loaded && frontPage.isNewCustomer && <NewCustomerNotice />}
          <SmsOnboarding />
          <FrontConversations />
          {loaded && (
            <div className="front-blocks">
              <AppointmentsSummary />
              <VisitsSummary />
              <PrescriptionsSummary />
              <LaboratorySummary />
              <QuestionnairesSummary />
              <ImagingSummary />
            </div>
          )}
        </Suspense>
      )}
    </div>
  )
})
