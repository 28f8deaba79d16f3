import { useTranslation } from "react-i18next"
import type { Lang } from "../../domain/language.ts"
import { formatDateTime } from "../../i18n/format.ts"
import type { AppointmentListItem } from "../../stores/AppointmentSearch.ts"

const REMOTE_KINDS = ["videoAppointment", "phoneAppointment", "remoteAppointment"] as const
type RemoteKind = (typeof REMOTE_KINDS)[number]

function remoteKindOf(appointment: AppointmentListItem): RemoteKind | undefined {
  const kind = REMOTE_KINDS.find((remote) => remote === appointment.locationType)
  return kind ?? (appointment.isRemote ? "remoteAppointment" : undefined)
}

function placeOf(appointment: AppointmentListItem): string {
  const { clinic } = appointment
  const name = clinic.cmsContent.name ?? clinic.name
  return clinic.address ? `${name}, ${clinic.address.street}, ${clinic.address.postOffice}` : name
}

/**
 * spec booking §3: one free appointment: time, practitioner, clinic or remote type, specialty and kind.
 * The reservation link comes with the reservation page (Booking II); until then the card has no action.
 */
export function AppointmentCard({
  appointment,
  lang,
  headingId,
}: {
  appointment: AppointmentListItem
  lang: Lang
  headingId: string
}) {
  const { t } = useTranslation("booking")
  const { practitioner } = appointment
  const remote = remoteKindOf(appointment)
  const specialty = appointment.specialtyData.specialties[0]
  const picture = practitioner.cmsContent.profilePicture?.url
  return (
    <article className="appointment-card" aria-labelledby={headingId}>
      {picture ? (
        <img className="appointment-card__picture" src={picture} alt="" width={48} height={48} />
      ) : (
        <span className="appointment-card__picture" aria-hidden="true" />
      )}
      <div className="appointment-card__body">
        <h3 id={headingId} className="appointment-card__time" tabIndex={-1}>
          <time dateTime={appointment.startDate}>{formatDateTime(appointment.startDate, lang)}</time>
        </h3>
        <p className="appointment-card__practitioner">
          {practitioner.title ? `${practitioner.name}, ${practitioner.title}` : practitioner.name}
        </p>
        <p className="appointment-card__place" data-remote={remote ? true : undefined}>
          {remote ? t(`list.appointment.${remote}`) : placeOf(appointment)}
        </p>
        <p className="appointment-card__kind">
          {[specialty?.name, appointment.kind.description].filter(Boolean).join(" · ")}
        </p>
      </div>
    </article>
  )
}

export function AppointmentCardSkeleton() {
  return (
    <div className="appointment-card appointment-card--skeleton">
      <span className="appointment-card__picture" />
      <div className="appointment-card__body">
        <span className="skeleton-line" data-width="wide" />
        <span className="skeleton-line" />
        <span className="skeleton-line" data-width="narrow" />
      </div>
    </div>
  )
}
