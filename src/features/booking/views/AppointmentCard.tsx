import type { DateTime } from "luxon"
import { useTranslation } from "react-i18next"
import type { HealthCareType } from "../../../domain/features.ts"
import type { Lang } from "../../../domain/language.ts"
import { hasPublicProfile, practitionerProfileUrl } from "../../../domain/practitionerProfile.ts"
import { priceEstimate } from "../../../domain/prices.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import type { AppointmentListItem } from "../store/AppointmentSearch.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useClosedDevice } from "../../../kit/ui/closedDevice.ts"
import { formatEuros } from "../../../kit/ui/format/money.ts"
import { ReservationLink } from "./reservation/ReservationLink.tsx"

/** The Element Timing name of a result card's time (the results' paint). */
export const RESULT_PAINT_MARK = "appointment-card"

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
 * spec booking §3, §6: one free appointment: time, practitioner (picture, public profile), clinic or remote
 * type, location type, specialty and kind, and the price estimate's total where one applies (src/domain/prices.ts;
 * the lines are on the reservation page).
 * Call from an observer component (the brand follows the session).
 */
export function AppointmentCard({
  appointment,
  start,
  lang,
  headingId,
  healthCareType,
}: {
  appointment: AppointmentListItem
  /** Its start, parsed once by the store (AppointmentSearch.startTimes) */
  start: DateTime
  lang: Lang
  headingId: string
  healthCareType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { publicSiteUrl } = useBrand()
  const closedDevice = useClosedDevice()
  const { practitioner } = appointment
  const remote = remoteKindOf(appointment)
  const specialty = appointment.specialtyData.specialties[0]
  const picture = practitioner.cmsContent.profilePicture?.url
  const practitionerName = practitioner.title
    ? `${practitioner.name}, ${practitioner.title}`
    : practitioner.name
  const price = priceEstimate(appointment, healthCareType, lang)?.totalEuros
  return (
    <article className="appointment-card" aria-labelledby={headingId}>
      {picture ? (
        // most of a list's 20 pictures are below the fold: each loads as it comes near, and decodes off the main thread
        <img
          className="appointment-card__picture"
          src={picture}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="appointment-card__picture" aria-hidden="true" />
      )}
      <div className="appointment-card__body">
        {/* elementtiming: when the results are painted (npm run perf reads it through the Element Timing API) */}
        <h3 id={headingId} className="appointment-card__time" tabIndex={-1} elementtiming={RESULT_PAINT_MARK}>
          <time dateTime={appointment.startDate}>{formatDateTime(start, lang)}</time>
        </h3>
        <p className="appointment-card__practitioner">
          {hasPublicProfile(practitioner) && !closedDevice ? (
            <a href={practitionerProfileUrl(publicSiteUrl, practitioner.id, lang)}>
              {practitionerName}
              <span className="visually-hidden">{` ${t("list.card.profileLinkHint")}`}</span>
            </a>
          ) : (
            practitionerName
          )}
        </p>
        <p className="appointment-card__place" data-remote={remote ? true : undefined}>
          {remote ? t(`list.appointment.${remote}`) : placeOf(appointment)}
        </p>
        <p className="appointment-card__kind">
          {[specialty?.name, appointment.kind.description].filter(Boolean).join(" · ")}
        </p>
        {/* a remote card's place line already names its type (video, phone, remote) */}
        {!remote && (
          <p className="appointment-card__location-type">
            {t(`list.card.locationType.${appointment.locationType}`)}
          </p>
        )}
        {price !== undefined && (
          <p className="appointment-card__price">
            {t("list.card.price", { price: formatEuros(price, lang) })}
          </p>
        )}
        <ReservationLink appointment={appointment} headingId={headingId} />
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
