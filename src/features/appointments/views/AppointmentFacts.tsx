import { useTranslation } from "react-i18next"
import type { Lang } from "../../../domain/language.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import { placeOf, practitionerOf, visitOf, type ShownAppointment } from "./appointmentTexts.ts"

/** spec booking §3: an appointment's heading (its time) and facts: length, professional, place and visit. */
export function AppointmentFacts({
  appointment,
  lang,
  headingId,
  headingLevel = 2,
}: {
  appointment: ShownAppointment
  lang: Lang
  headingId: string
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation("appointments")
  const place = placeOf(appointment, t)
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
        <dd>{practitionerOf(appointment)}</dd>
        <dt>{t("card.place")}</dt>
        <dd>{place}</dd>
        <dt>{t("card.visit")}</dt>
        <dd>{visitOf(appointment)}</dd>
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
