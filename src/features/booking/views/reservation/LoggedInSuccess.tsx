import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { BookingFor } from "./BookingFor.tsx"
import { SuccessDetails } from "./SuccessDetails.tsx"

/**
 * spec booking §4: the logged-in success view. The cancel button leads to the appointment's own page, where
 * cancelling happens, and is hidden in the in-app booking scope.
 */
export const LoggedInSuccess = observer(function LoggedInSuccess() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { loggedInReservation: reservation } = useBookingArea()
  const details = reservation.details
  const appointmentPath = details
    ? buildPath("appointmentsByIds", session.lang, { ids: [details.appointmentId] })
    : undefined
  return (
    <SuccessDetails
      appointment={reservation.appointment}
      sentTo={details?.confirmationSentTo}
      intro={<BookingFor stage="booked" />}
    >
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
    </SuccessDetails>
  )
})
