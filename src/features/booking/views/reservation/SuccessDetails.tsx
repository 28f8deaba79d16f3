import { observer } from "mobx-react-lite"
import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { Reservation } from "../../store/Reservation.ts"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { ReservationAppointment } from "./ReservationAppointment.tsx"

type Appointment = NonNullable<Reservation["appointment"]>

type SentTo = { emailAddress?: string | null; phone?: string | null }

/**
 * spec booking §4: the success view shared by the anonymous and logged-in flows: the page scrolls to the top and
 * its heading takes focus; the booked appointment and where the confirmation was sent, then the flow's own links.
 */
export const SuccessDetails = observer(function SuccessDetails({
  appointment,
  sentTo,
  intro,
  children,
}: {
  appointment?: Appointment
  sentTo: SentTo | undefined
  /** Shown under the heading, e.g. whose booking it is. */
  intro?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation("booking")
  const heading = useRef<HTMLHeadingElement>(null)
  usePageTitle(t("reservation.success.title"))
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="page reservation">
      <h1 ref={heading} tabIndex={-1}>
        {t("reservation.success.title")}
      </h1>
      {intro}
      <ReservationAppointment appointment={appointment} />
      {sentTo && (sentTo.emailAddress || sentTo.phone) && (
        <div className="notice">
          <p>{t("reservation.success.confirmation")}</p>
          <ul>
            {sentTo.emailAddress && <li>{sentTo.emailAddress}</li>}
            {sentTo.phone && <li>{sentTo.phone}</li>}
          </ul>
        </div>
      )}
      {children}
    </div>
  )
})
