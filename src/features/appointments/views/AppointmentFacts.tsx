import { useTranslation } from "react-i18next"
import type { AnonymousAppointment, Appointment } from "../store/Appointments.ts"
import type { Lang } from "../../../domain/language.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"

type Shown = Pick<
  Appointment & AnonymousAppointment,
  | "startDate"
  | "durationMinutes"
  | "isRemote"
  | "locationType"
  | "clinic"
  | "practitioner"
  | "kind"
  | "specialtyData"
>

const REMOTE_TYPES = ["videoAppointment", "phoneAppointment", "remoteAppointment"] as const

/** The place line: the clinic with its address, or the remote type (video, phone, remote). */
function usePlace(appointment: Shown): string {
  const { t } = useTranslation("appointments")
  const { clinic } = appointment
  const remote = REMOTE_TYPES.find((type) => type === appointment.locationType)
  if (remote || appointment.isRemote) return t(`card.${remote ?? "remoteAppointment"}`)
  const name = clinic.cmsContent.name ?? clinic.name
  return clinic.address
    ? `${name}, ${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`
    : name
}

/** spec booking §3: an appointment's heading (its time) and facts: length, professional, place and visit. */
export function AppointmentFacts({
  appointment,
  lang,
  headingId,
  headingLevel = 2,
}: {
  appointment: Shown
  lang: Lang
  headingId: string
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation("appointments")
  const place = usePlace(appointment)
  const { practitioner } = appointment
  const specialty = appointment.specialtyData.specialties[0]
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const arrivalInfo = appointment.isRemote ? null : appointment.clinic.cmsContent.arrivalInfo
  return (
    <>
      <Heading id={headingId} className="own-appointment__time">
        <time dateTime={appointment.startDate}>{formatDateTime(appointment.startDate, lang)}</time>
      </Heading>
      <dl className="own-appointment__facts">
        <dt>{t("card.duration")}</dt>
        <dd>{t("card.minutes", { count: appointment.durationMinutes })}</dd>
        <dt>{t("card.practitioner")}</dt>
        <dd>{practitioner.title ? `${practitioner.name}, ${practitioner.title}` : practitioner.name}</dd>
        <dt>{t("card.place")}</dt>
        <dd>{place}</dd>
        <dt>{t("card.visit")}</dt>
        <dd>{[specialty?.name, appointment.kind.description].filter(Boolean).join(" · ")}</dd>
        {arrivalInfo ? (
          <>
            <dt>{t("card.arrivalInfo")}</dt>
            <dd>{arrivalInfo}</dd>
          </>
        ) : null}
      </dl>
    </>
  )
}
