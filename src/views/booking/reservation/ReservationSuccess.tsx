import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../routing/index.ts"
import { useStores } from "../../StoreContext.tsx"
import { ReservationAppointment } from "./ReservationAppointment.tsx"

/** spec §4: the success view with the booking details; the page scrolls to top and its heading takes focus. */
export const ReservationSuccess = observer(function ReservationSuccess() {
  const { t } = useTranslation("booking")
  const { reservation, session } = useStores()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const details = reservation.details
  const sentTo = details?.confirmationSentTo
  return (
    <div className="page reservation">
      <h1 ref={heading} tabIndex={-1}>
        {t("reservation.success.title")}
      </h1>
      <ReservationAppointment />
      {sentTo && (sentTo.emailAddress || sentTo.phone) && (
        <div className="notice">
          <p>{t("reservation.success.confirmation")}</p>
          <ul>
            {sentTo.emailAddress && <li>{sentTo.emailAddress}</li>}
            {sentTo.phone && <li>{sentTo.phone}</li>}
          </ul>
        </div>
      )}
      {details && (
        <p>
          <Link to={buildPath("anonymousAppointment", session.lang, { linkToken: details.appointmentLink })}>
            {t("reservation.success.viewLink")}
          </Link>
        </p>
      )}
    </div>
  )
})
