import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { encodeSaveAction } from "../../../domain/appointmentRules.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useAppointmentsArea } from "./useAppointmentsArea.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { AnonymousCheckIn } from "./AnonymousCheckIn.tsx"
import { AppointmentFacts } from "./AppointmentFacts.tsx"
import { AppointmentTools } from "./AppointmentTools.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import "./appointments.css"

/** spec booking §4: anonymous cancelling needs strong authentication, so the cancel button leads to a login. */
const AnonymousCancel = observer(function AnonymousCancel({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { cancel } = useAppointmentsArea().anonymous
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const loginRequired = cancel.state === "login-required"
  useEffect(() => {
    if (loginRequired) headingRef.current?.focus()
  }, [loginRequired])
  if (!loginRequired) {
    return (
      <button type="button" className="button" data-variant="secondary" onClick={cancel.requireLogin}>
        {t("cancel.button")}
      </button>
    )
  }
  // After the login, the patient's own view of the appointment, where it can be cancelled
  const nextPath = buildPath("appointmentsByIds", session.lang, { ids: appointmentId })
  return (
    <section className="notice" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t("cancel.loginTitle")}
      </h3>
      <p>{t("cancel.loginBody")}</p>
      <Link className="button" to={buildPath("login", session.lang, undefined, { nextPath })}>
        {t("cancel.loginLink")}
      </Link>
    </section>
  )
})

/**
 * spec booking §2 'Anonymous appointment view': the appointment by the link of its confirmation message, with the
 * anonymous check-in; outcomes appointment-not-found, already-cancelled (an offer to book anew) and success.
 */
export const AnonymousAppointmentPage = observer(function AnonymousAppointmentPage() {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const appointments = useAppointmentsArea()
  const { checkIn } = appointments
  const clock = useClock()
  const { linkToken = "" } = useParams()
  const page = appointments.anonymous
  const headingId = useId()
  useEffect(() => {
    void page.load(linkToken)
  }, [page, linkToken, session.lang])

  const lang = session.lang
  const loginLink = (
    <Link to={buildPath("login", lang, undefined, { nextPath: buildPath("appointments", lang) })}>
      {t("anonymous.login")}
    </Link>
  )
  if (page.link !== linkToken || page.status === "idle" || page.status === "loading") {
    return <Loading title={t("anonymous.title")} status={t("loading")} className="appointments" />
  }
  if (page.status === "error") {
    return (
      <LoadFailure
        title={t("anonymous.title")}
        message={t("loadError")}
        className="appointments"
        onRetry={() => void page.load(linkToken)}
      />
    )
  }
  if (page.status === "appointment-not-found") {
    return (
      <div className="page appointments">
        <h1>{t("anonymous.notFound")}</h1>
        <p>{t("anonymous.notFoundBody")}</p>
        <ul className="appointments__links">
          <li>
            <Link to={buildPath("booking", lang)}>{t("cancelled.bookNew")}</Link>
          </li>
          <li>{loginLink}</li>
        </ul>
      </div>
    )
  }
  if (page.status === "already-cancelled" || !page.appointment) {
    return (
      <div className="page appointments">
        <h1>{t("cancelled.title")}</h1>
        <p>{t("cancelled.body")}</p>
        <p>
          <Link className="button" to={buildPath("booking", lang)}>
            {t("cancelled.bookNew")}
          </Link>
        </p>
      </div>
    )
  }
  const appointment = page.appointment
  const consentLoginPath = buildPath("login", lang, undefined, {
    nextPath: buildPath("myInformation", lang, undefined, {
      saveAction: encodeSaveAction({
        type: "go-to-view-appointment-page",
        appointmentId: appointment.id,
        tab: "consent",
      }),
    }),
  })
  // spec booking §4: not when checked in, after a check-in error or with the consent notice
  const checkInState = checkIn.appointmentId === appointment.id ? checkIn.state : "waiting-for-action"
  const showsCancel =
    appointment.mayCancel &&
    appointment.selfCheckInStatus !== "checkedIn" &&
    !["success", "already-checked-in", "failure", "network-error", "consent-needed", "locked"].includes(
      checkInState,
    )
  const appointmentEnded = Date.parse(appointment.startDate) + appointment.durationMinutes * 60_000 <= clock()
  // Too close to the start (not checked in, not over): say so where the cancel button would be
  const tooLateToCancel =
    !appointment.mayCancel &&
    !appointmentEnded &&
    appointment.selfCheckInStatus !== "checkedIn" &&
    checkInState !== "success" &&
    checkInState !== "already-checked-in"
  return (
    <div className="page appointments">
      <h1>{t("anonymous.title")}</h1>
      <article className="own-appointment" aria-labelledby={headingId}>
        <AppointmentFacts appointment={appointment} lang={lang} headingId={headingId} />
        {!appointmentEnded && <AppointmentTools appointment={appointment} />}
        <AnonymousCheckIn appointment={appointment} loginPath={consentLoginPath} />
        {showsCancel && <AnonymousCancel appointmentId={appointment.id} />}
        {tooLateToCancel && <p className="notice">{t("cancel.tooLate")}</p>}
      </article>
    </div>
  )
})
