import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { appointmentRowOf } from "../../../domain/appointmentRules.ts"
import { checkInOpensAt } from "../../../domain/dates.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { OwnAppointment } from "../store/OwnAppointment.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { CancelSection } from "./CancelSection.tsx"
import { CheckInSection } from "./CheckInSection.tsx"
import { useNow } from "../../../kit/ui/hooks/useNow.ts"
import { practitionerOf, remoteTypeOf } from "./appointmentTexts.ts"

/** The clinic's name, or the remote type (the address is on the appointment's own page). */
function usePlaceName(appointment: OwnAppointment["appointment"]): string {
  const { t } = useTranslation("appointments")
  const remote = remoteTypeOf(appointment)
  if (remote) return t(`card.${remote}`)
  return appointment.clinic.cmsContent.name ?? appointment.clinic.name
}

/**
 * One row of the appointments list: the time (a link to the appointment's own page, where the details, the
 * arrival reason and everything else are), the professional, the place, the status and the one action that
 * applies now (src/domain/appointmentRules.ts appointmentRowOf).
 */
export const AppointmentRow = observer(function AppointmentRow({ own }: { own: OwnAppointment }) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const { appointment } = own
  const now = useNow(checkInOpensAt(appointment.startDate).toMillis())
  const { status, action } = appointmentRowOf({
    cancelled: own.isCancelled,
    checkInStatus: own.checkInStatusAt(now),
    cancelOffered: own.showsCancel,
    checkInStarted: own.checkIn.state !== "idle",
    cancelStarted: own.cancel.state !== "idle",
  })
  const place = usePlaceName(appointment)
  const hasOutcome =
    (own.checkIn.state !== "idle" && own.checkIn.state !== "pending") ||
    own.cancel.hasFailed ||
    own.cancel.state === "cancel-success"
  return (
    <li className="appointment-row" data-status={status}>
      <h2 className="appointment-row__time">
        <Link to={buildPath("appointmentsByIds", session.lang, { ids: [own.id] })}>
          <time dateTime={appointment.startDate}>{formatDateTime(appointment.startDate, session.lang)}</time>
        </Link>
      </h2>
      <p className="appointment-row__practitioner">{practitionerOf(appointment)}</p>
      <div className="appointment-row__where">
        <p className="appointment-row__place">{place}</p>
        <p className="tag appointment-row__status" data-status={status}>
          {t(`row.status.${status}`)}
        </p>
      </div>
      {action !== "none" && (
        <div
          className="appointment-row__action"
          data-action={action}
          // an outcome (a message, a notice) needs the row's whole width; a lone button sits at its end
          data-wide={hasOutcome || undefined}
        >
          {action === "checkIn" ? <CheckInSection own={own} /> : <CancelSection own={own} />}
        </div>
      )}
    </li>
  )
})
