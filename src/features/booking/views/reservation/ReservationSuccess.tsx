import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { SuccessDetails } from "./SuccessDetails.tsx"

/** spec §4: the success view with the booking details and a link to the appointment's own page. */
export const ReservationSuccess = observer(function ReservationSuccess() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { reservation } = useBookingArea()
  const details = reservation.details
  return (
    <SuccessDetails sentTo={details?.confirmationSentTo}>
      {details && (
        <p>
          <Link to={buildPath("anonymousAppointment", session.lang, { linkToken: details.appointmentLink })}>
            {t("reservation.success.viewLink")}
          </Link>
        </p>
      )}
    </SuccessDetails>
  )
})
