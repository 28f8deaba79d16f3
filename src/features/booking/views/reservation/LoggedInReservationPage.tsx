import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation, useParams } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { bookingListRoute } from "../../bookingFlow.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { Kela65Notice } from "../Kela65Notice.tsx"
import { OccupationalGate } from "../occupational/OccupationalGate.tsx"
import { BookingFor } from "./BookingFor.tsx"
import { LoggedInReservationForm } from "./LoggedInReservationForm.tsx"
import { LoggedInSuccess } from "./LoggedInSuccess.tsx"
import { reservationNavigationOf } from "./navigation.ts"
import { BookingInterrupted, ConsentPrompt } from "./ReservationBlocks.tsx"
import { ReservationAppointment, ReservationNotices } from "./ReservationAppointment.tsx"
import "./reservation.css"
import type { HealthCareType } from "../../../../domain/features.ts"

function useListPath(careType: HealthCareType): string {
  const { session } = useStores()
  const { state } = useLocation()
  return reservationNavigationOf(state).listPath ?? buildPath(bookingListRoute(careType), session.lang)
}

/**
 * spec booking §4 'Logged-in reservation': registration first for an unregistered user, the consent form
 * without recorded consent, then the booking form and the success view; or appointment not found, already
 * reserved, or 'Booking interrupted' for a patient who is not credit-worthy (visit not occupational).
 */
const LoggedInReservationPage = observer(function LoggedInReservationPage({
  careType,
}: {
  careType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { loggedInReservation: reservation } = useBookingArea()
  const { id = "" } = useParams()
  const { pathname, search } = useLocation()
  const listPath = useListPath(careType)
  useEffect(() => {
    void reservation.load(id, careType)
  }, [reservation, id, careType, session.lang])

  const here = `${pathname}${search}`
  const current = reservation.appointmentId === id && reservation.careType === careType
  const step = current ? reservation.step : "loading"
  const backLink = (
    <p>
      <Link to={listPath}>{t("reservation.backToList")}</Link>
    </p>
  )
  switch (step) {
    case "loading":
      return (
        <div className="page reservation">
          <h1>{t("reservation.title")}</h1>
          <p role="status">{t("reservation.loading")}</p>
        </div>
      )
    case "loadError":
      return (
        <div className="page reservation">
          <h1>{t("reservation.loadError")}</h1>
          <button type="button" className="button" onClick={() => void reservation.load(id, careType)}>
            {t("reservation.retry")}
          </button>
          {backLink}
        </div>
      )
    case "notFound":
      return (
        <div className="page reservation">
          <h1>{t("loggedIn.notFound.title")}</h1>
          <p>{t("loggedIn.notFound.body")}</p>
          {backLink}
        </div>
      )
    case "alreadyReserved":
      return (
        <div className="page reservation">
          <h1>{t("reservation.notAvailable")}</h1>
          {backLink}
        </div>
      )
    case "registration":
      return <Navigate replace to={buildPath("registration", session.lang, undefined, { next: here })} />
    case "consent":
      // after a reservation attempt the prompt explains why; on arrival the consent form simply comes first
      return reservation.state === "patientDataConsentRequired" ? (
        <div className="page reservation">
          <h1>{t("reservation.title")}</h1>
          <ConsentPrompt next={here} />
        </div>
      ) : (
        <Navigate replace to={buildPath("dataProcessing", session.lang, undefined, { next: here })} />
      )
    case "bookingInterrupted":
      return <BookingInterrupted listPath={listPath} />
    case "success":
      return <LoggedInSuccess />
    case "form":
      return (
        <div className="page reservation">
          {backLink}
          <h1>{t("reservation.title")}</h1>
          <BookingFor stage="booking" />
          <ReservationAppointment appointment={reservation.appointment} priceFor={careType} />
          {careType === "kela65" && <Kela65Notice />}
          <ReservationNotices appointment={reservation.appointment} />
          <LoggedInReservationForm listPath={listPath} />
        </div>
      )
  }
})

export function LoggedInPrivateReservation() {
  return <LoggedInReservationPage careType="private" />
}
export function LoggedInOccupationalReservation() {
  return (
    <OccupationalGate>
      <LoggedInReservationPage careType="occupational" />
    </OccupationalGate>
  )
}
export function LoggedInInsuranceReservation() {
  return <LoggedInReservationPage careType="insurance" />
}
export function LoggedInKela65Reservation() {
  return <LoggedInReservationPage careType="kela65" />
}
