import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { HealthCareType } from "../../../../domain/features.ts"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import type { Reservation } from "../../store/Reservation.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { PriceEstimateFacts } from "./PriceEstimateFacts.tsx"

type Appointment = NonNullable<Reservation["appointment"]>

const REMOTE_TYPES = ["videoAppointment", "phoneAppointment", "remoteAppointment"] as const

/**
 * The appointment being reserved: time, length, practitioner, place or remote type, specialty and kind, and the
 * price estimate when the booking type is given (the success view leaves it out: the appointment is reserved).
 */
export const ReservationAppointment = observer(function ReservationAppointment({
  appointment: given,
  priceFor,
}: {
  appointment?: Appointment
  /** The booking type whose price estimate to show (spec booking §6) */
  priceFor?: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { reservation } = useBookingArea()
  const appointment = given ?? reservation.appointment
  if (!appointment) return null
  const { practitioner, clinic } = appointment
  const remote = REMOTE_TYPES.find((type) => type === appointment.locationType)
  const place = clinic.address
    ? `${clinic.cmsContent.name ?? clinic.name}, ${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`
    : (clinic.cmsContent.name ?? clinic.name)
  const specialty = appointment.specialtyData.specialties[0]
  return (
    <section className="reservation__appointment" aria-labelledby="reservation-appointment-heading">
      <h2 id="reservation-appointment-heading">
        <time dateTime={appointment.startDate}>{formatDateTime(appointment.startDate, session.lang)}</time>
      </h2>
      <dl>
        <dt>{t("reservation.appointment.duration")}</dt>
        <dd>{t("reservation.appointment.minutes", { count: appointment.durationMinutes })}</dd>
        <dt>{t("reservation.appointment.practitioner")}</dt>
        <dd>{practitioner.title ? `${practitioner.name}, ${practitioner.title}` : practitioner.name}</dd>
        <dt>{t("reservation.appointment.place")}</dt>
        <dd>
          {remote || appointment.isRemote ? t(`list.appointment.${remote ?? "remoteAppointment"}`) : place}
        </dd>
        <dt>{t("reservation.appointment.kind")}</dt>
        <dd>{[specialty?.name, appointment.kind.description].filter(Boolean).join(" · ")}</dd>
        {priceFor && <PriceEstimateFacts appointment={appointment} healthCareType={priceFor} />}
      </dl>
    </section>
  )
})

/** spec §2, §3: the reservation notices of the kind and the specialties (CMS text, paragraphs by blank line). */
export const ReservationNotices = observer(function ReservationNotices({
  appointment: given,
}: {
  appointment?: Appointment
}) {
  const { t } = useTranslation("booking")
  const { reservation } = useBookingArea()
  const appointment = given ?? reservation.appointment
  if (!appointment) return null
  const texts = [
    appointment.kind.cmsContent.appointmentReservationInfo,
    ...appointment.specialtyData.specialties.map(
      (specialty) => specialty.cmsContent.appointmentReservationInfo,
    ),
  ].filter((text): text is string => Boolean(text?.trim()))
  if (texts.length === 0) return null
  return (
    <section className="notice reservation__notices" aria-labelledby="reservation-notices-heading">
      <h2 id="reservation-notices-heading">{t("reservation.notices")}</h2>
      {texts.flatMap((text, index) =>
        text.split(/\n\s*\n/).map((paragraph, part) => <p key={`${index}-${part}`}>{paragraph.trim()}</p>),
      )}
    </section>
  )
})
