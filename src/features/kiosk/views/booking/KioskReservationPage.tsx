import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useEffect, useRef } from "react"
import { Link, useLocation, useNavigate } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import {
  AnonymousReservation,
  ReservationAppointment,
  reservationFieldId,
  reservationNavigationOf,
  useBookingArea,
} from "../../../booking/index.ts"
import { KeyboardFields } from "../keyboard/KeyboardFields.tsx"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { ResultScreen } from "../ResultScreen.tsx"
import { QrCode } from "./QrCode.tsx"
import { chosenTimeState } from "./chosenTime.ts"
import { useBackStep } from "./useBackStep.ts"
import "./kioskBooking.css"
import "./kioskReservation.css"
import "./kioskSuccess.css"

// The reservation states the portal answers with a login; the kiosk cannot log anyone in.
const NEEDS_LOGIN = ["loginRequired", "noPatient", "patientDataConsentRequired", "patientInfoConflict"]

/**
 * The portal's anonymous reservation page, with two kiosk variants: an appointment that needs a login says to
 * book in the portal or at the reception, and success shows the details with a QR code of the appointment link.
 */
const KioskReservationPage = observer(function KioskReservationPage() {
  const { t } = useTranslation("kiosk")
  const { reservation } = useBookingArea()
  const { state } = useLocation()
  const navigation = reservationNavigationOf(state)
  if (reservation.state === "success") return <KioskReservationSuccess />
  if (navigation.requiresAuthToReserve || NEEDS_LOGIN.includes(reservation.state)) {
    return (
      <ResultScreen
        title={t("booking.elsewhereTitle")}
        actions={
          navigation.listPath && (
            <Link className="button kiosk-button" data-variant="secondary" to={navigation.listPath}>
              {t("booking.backToList")}
            </Link>
          )
        }
      >
        <p className="kiosk-result__lead">{t("booking.elsewhere")}</p>
      </ResultScreen>
    )
  }
  return <KioskReservationForm />
})

const KEYBOARD_KINDS = { [reservationFieldId("ssn")]: "ssn" } as const
const PRIVATE_FIELDS = [reservationFieldId("ssn")]

/**
 * The reservation form's screen, titled apart from the list's 'Book an appointment', at kiosk size: larger text
 * and controls, the appointment beside the form in landscape, and the reserve button kept in view. The fields
 * type with the kiosk's keyboard; focus starts on the first one; Escape goes back to the chosen time.
 */
const KioskReservationForm = observer(function KioskReservationForm() {
  const { t } = useTranslation("kiosk")
  const { reservation } = useBookingArea()
  const { key, state } = useLocation()
  const navigate = useNavigate()
  const focused = useRef(false)
  usePageTitle(t("booking.reservationTitle"))
  const shown = reservation.appointmentStatus === "loaded"
  useEffect(() => {
    if (!shown || focused.current) return
    const first = document.getElementById(reservationFieldId("firstName"))
    if (!first) return
    focused.current = true
    first.focus()
  }, [shown])
  useBackStep(() => {
    const { listPath } = reservationNavigationOf(state)
    // the list's own entry keeps the chosen time; a form opened from its address alone goes to the list
    if (key !== "default") void navigate(-1)
    else if (listPath) void navigate(listPath, { state: chosenTimeState(reservation.appointmentId) })
    else return false
    return true
  })
  return (
    <div className="kiosk-reservation">
      <KeyboardFields kinds={KEYBOARD_KINDS} privateIds={PRIVATE_FIELDS}>
        <AnonymousReservation />
      </KeyboardFields>
    </div>
  )
})

/** CSS px: read at arm's length by a phone's camera, and small enough to stand beside the details in view */
const QR_SIZE = 240

/**
 * Success: the reserved time's details and Done on one side, the QR code of the appointment link on the other,
 * all in view without scrolling at 1180 × 820 and 820 × 1180, with speech mode's bar too.
 */
const KioskReservationSuccess = observer(function KioskReservationSuccess() {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { reservation } = useBookingArea()
  const details = reservation.details
  const link = details
    ? new URL(
        buildPath("anonymousAppointment", session.lang, { linkToken: details.appointmentLink }),
        window.location.origin,
      ).href
    : undefined
  return (
    <ResultScreen
      title={t("booking.successTitle")}
      tone="success"
      aside={
        link && (
          <section className="kiosk-take-along" aria-labelledby="kiosk-qr-title">
            <h2 id="kiosk-qr-title">{t("booking.qrTitle")}</h2>
            <p>{t("booking.qrHint")}</p>
            <QrCode value={link} label={t("booking.qrLabel")} size={QR_SIZE} />
          </section>
        )
      }
    >
      <ReservationAppointment />
    </ResultScreen>
  )
})

export default KioskReservationPage
