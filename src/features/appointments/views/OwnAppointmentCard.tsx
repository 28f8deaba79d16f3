import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import type { OwnAppointment } from "../store/OwnAppointment.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { AppointmentTools } from "./AppointmentTools.tsx"
import { AppointmentFacts } from "./AppointmentFacts.tsx"
import { ArrivalReasonForm } from "./ArrivalReasonForm.tsx"
import { CancelSection } from "./CancelSection.tsx"
import { CheckInSection } from "./CheckInSection.tsx"

/** spec booking §2, §4: one of the patient's own appointments, with check-in, arrival reason and cancel. */
export const OwnAppointmentCard = observer(function OwnAppointmentCard({
  own,
  headingLevel = 2,
}: {
  own: OwnAppointment
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation("appointments")
  const { session } = useStores()
  const headingId = useId()
  const cancelledByAppointee = own.appointment.hasAppointeeCanceled
  return (
    <article
      className="own-appointment"
      aria-labelledby={headingId}
      data-cancelled={cancelledByAppointee || undefined}
    >
      {cancelledByAppointee && <p className="tag own-appointment__tag">{t("card.cancelled")}</p>}
      <AppointmentFacts
        appointment={own.appointment}
        lang={session.lang}
        headingId={headingId}
        headingLevel={headingLevel}
      />
      {cancelledByAppointee ? (
        <p>
          <Link to={buildPath("booking", session.lang)}>{t("cancelled.bookNew")}</Link>
        </p>
      ) : (
        <>
          {!own.isCancelled && !own.hasEnded && <AppointmentTools appointment={own.appointment} />}
          <CheckInSection own={own} />
          {own.takesArrivalReason && <ArrivalReasonForm own={own} />}
          <CancelSection own={own} />
        </>
      )}
    </article>
  )
})
