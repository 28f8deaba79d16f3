import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../routing/index.ts"
import { useStores } from "../../StoreContext.tsx"
import { ReservationAppointment } from "./ReservationAppointment.tsx"

/**
 * spec booking §4: the logged-in success view. The page scrolls to the top (the store recorded booking_success);
 * the cancel button leads to the appointment's own page, where cancelling happens, and is hidden in the in-app
 * booking scope.
 */
export const LoggedInSuccess = observer(function LoggedInSuccess() {
  const { t } = useTranslation("booking")
  const { loggedInReservation: reservation, session } = useStores()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const details = reservation.details
  const sentTo = details?.confirmationSentTo
  const appointmentPath = details
    ? buildPath("appointmentsByIds", session.lang, { ids: [details.appointmentId] })
    : undefined
  return (
    <div className="page reservation">
      <h1 ref={heading} tabIndex={-1}>
        {t("reservation.success.title")}
      </h1>
      <ReservationAppointment appointment={reservation.appointment} />
      {sentTo && (sentTo.emailAddress || sentTo.phone) && (
        <div className="notice">
          <p>{t("reservation.success.confirmation")}</p>
          <ul>
            {sentTo.emailAddress && <li>{sentTo.emailAddress}</li>}
            {sentTo.phone && <li>{sentTo.phone}</li>}
          </ul>
        </div>
      )}
      {appointmentPath && (
        <p className="reservation__actions">
          <Link to={appointmentPath}>{t("loggedIn.success.viewLink")}</Link>
          {reservation.showCancel && (
            <Link className="button" data-variant="secondary" to={appointmentPath}>
              {t("loggedIn.success.cancel")}
            </Link>
          )}
        </p>
      )}
    </div>
  )
})
