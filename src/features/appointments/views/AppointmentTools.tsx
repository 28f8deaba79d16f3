import { useTranslation } from "react-i18next"
import { toIsoDate } from "../../../domain/dates.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useClock } from "../../../kit/ui/hooks/useClock.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { appointmentIcs, type CalendarEvent } from "../calendar/ics.ts"
import { downloadText } from "../calendar/download.ts"
import {
  addressOf,
  placeOf,
  practitionerOf,
  remoteTypeOf,
  visitOf,
  type ShownAppointment,
} from "./appointmentTexts.ts"

/**
 * 'Add to calendar': the appointment as an .ics file (RFC 5545) in the page's language: the visit, the place, the
 * professional and the appointment's own page in the portal (a logged-in page: the anonymous link's token is a
 * key and stays out of calendars). No identity code or name of the patient is in it.
 */
export function AddToCalendarButton({
  appointment,
  describedBy,
}: {
  appointment: ShownAppointment
  /** The id of the appointment's time, so that each list row's button is told apart. */
  describedBy?: string
}) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const clock = useClock()

  function save() {
    const url = new URL(
      buildPath("appointmentsByIds", session.lang, { ids: [appointment.id] }),
      window.location.origin,
    ).href
    const event: CalendarEvent = {
      uid: `appointment-${appointment.id}@${window.location.host}`,
      start: appointment.startDate,
      durationMinutes: appointment.durationMinutes,
      stampMs: clock(),
      summary: visitOf(appointment) || t("calendar.summary"),
      location: placeOf(appointment, t),
      description: [
        `${t("card.practitioner")}: ${practitionerOf(appointment)}`,
        `${t("calendar.ownPage")}: ${url}`,
      ].join("\n"),
      url,
    }
    downloadText(
      appointmentIcs(event),
      t("calendar.fileName", { date: toIsoDate(appointment.startDate) }),
      "text/calendar;charset=utf-8",
    )
  }

  return (
    <button
      type="button"
      className="button"
      data-variant="secondary"
      aria-describedby={describedBy}
      onClick={save}
    >
      {t("calendar.add")}
    </button>
  )
}

/**
 * Directions to the clinic for a visit in person: a Google Maps search of the clinic's address (street, postal
 * code, post office) in a new tab, which phones open in their maps app. Nothing of the patient is in the address.
 */
export function DirectionsLink({ appointment }: { appointment: ShownAppointment }) {
  const { t } = useTranslation("appointments")
  const address = addressOf(appointment)
  if (remoteTypeOf(appointment) || !address) return null
  const href = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t("directions.link")}
    </a>
  )
}

/** What a patient takes along: the appointment into a calendar, and directions to a visit in person. */
export function AppointmentTools({ appointment }: { appointment: ShownAppointment }) {
  return (
    <div className="own-appointment__tools">
      <AddToCalendarButton appointment={appointment} />
      <DirectionsLink appointment={appointment} />
    </div>
  )
}
