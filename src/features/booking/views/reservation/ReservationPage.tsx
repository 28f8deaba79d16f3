import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useParams } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { bookingListRoute } from "../../bookingFlow.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { AnonymousReservationForm } from "./AnonymousReservationForm.tsx"
import { loginRequiredFor, reservationNavigationOf } from "./navigation.ts"
import { LoginPrompt } from "./LoginPrompt.tsx"
import { ReservationAppointment, ReservationNotices } from "./ReservationAppointment.tsx"
import { ReservationSuccess } from "./ReservationSuccess.tsx"
import "./reservation.css"
import type { HealthCareType } from "../../../../domain/features.ts"

/** The list to go back to: the one the visitor came from (with its query), or the type's list. */
function useListPath(careType: HealthCareType): string {
  const { session } = useStores()
  const { state } = useLocation()
  return reservationNavigationOf(state).listPath ?? buildPath(bookingListRoute(careType), session.lang)
}

/** spec booking §2 and §4: the reservation page of one appointment for an anonymous visitor. */
const AnonymousReservationPage = observer(function AnonymousReservationPage({
  careType,
}: {
  careType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { reservation } = useBookingArea()
  const { id = "" } = useParams()
  const { state } = useLocation()
  const listPath = useListPath(careType)
  useEffect(() => {
    void reservation.load(id)
  }, [reservation, id, session.lang])

  const status = reservation.appointmentId === id ? reservation.appointmentStatus : "loading"
  if (status === "idle" || status === "loading") {
    return (
      <div className="page reservation">
        <h1>{t("reservation.title")}</h1>
        <p role="status">{t("reservation.loading")}</p>
      </div>
    )
  }
  if (status === "notAvailable" || (status === "error" && !reservation.appointment)) {
    const notAvailable = status === "notAvailable"
    return (
      <div className="page reservation">
        <h1>{t(notAvailable ? "reservation.notAvailable" : "reservation.loadError")}</h1>
        {!notAvailable && (
          <button type="button" className="button" onClick={() => void reservation.load(id)}>
            {t("reservation.retry")}
          </button>
        )}
        <p>
          <Link to={listPath}>{t("reservation.backToList")}</Link>
        </p>
      </div>
    )
  }
  if (reservation.state === "success") return <ReservationSuccess />
  const loginRequired =
    loginRequiredFor(careType, reservationNavigationOf(state).requiresAuthToReserve ?? false) ||
    reservation.state === "loginRequired" ||
    reservation.state === "patientDataConsentRequired" ||
    reservation.state === "patientInfoConflict"
  return (
    <div className="page reservation">
      <p>
        <Link to={listPath}>{t("reservation.backToList")}</Link>
      </p>
      <h1>{t("reservation.title")}</h1>
      <ReservationAppointment priceFor={careType} />
      <ReservationNotices />
      {reservation.state === "appointmentNotAvailable" ? (
        <div className="notice" data-tone="danger" role="alert">
          <p>{t("reservation.errors.appointmentNotAvailable")}</p>
          <p>
            <Link to={listPath}>{t("reservation.chooseAnother")}</Link>
          </p>
        </div>
      ) : loginRequired ? (
        <LoginPrompt reason={reservation.state} />
      ) : (
        <AnonymousReservationForm />
      )}
    </div>
  )
})

export function AnonymousReservation() {
  return <AnonymousReservationPage careType="private" />
}
export function AnonymousInsuranceReservation() {
  return <AnonymousReservationPage careType="insurance" />
}
export function AnonymousKela65Reservation() {
  return <AnonymousReservationPage careType="kela65" />
}
