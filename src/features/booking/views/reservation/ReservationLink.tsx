import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import type { AppointmentListItem } from "../../store/AppointmentSearch.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { reservationRoute } from "../../bookingFlow.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import type { ReservationNavigation } from "./navigation.ts"
import "./reservation.css"

/**
 * The card's action (spec §2): the logged-in reservation page for a logged-in visitor, the anonymous one
 * otherwise (there is none for occupational visits, whose list needs a login).
 */
export const ReservationLink = observer(function ReservationLink({
  appointment,
  headingId,
}: {
  appointment: AppointmentListItem
  headingId: string
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { appointmentSearch } = useBookingArea()
  const { pathname, search } = useLocation()
  const careType = appointmentSearch.filter.healthCareType
  const audience = session.isLoggedIn ? "loggedIn" : "anonymous"
  if (audience === "anonymous" && careType === "occupational") return null
  const state: ReservationNavigation = {
    listPath: `${pathname}${search}`,
    requiresAuthToReserve: appointment.requiresAuthToReserve,
  }
  return (
    <Link
      className="button appointment-card__action"
      data-variant="secondary"
      to={buildPath(reservationRoute(careType, audience), session.lang, { id: appointment.id })}
      state={state}
      aria-describedby={headingId}
    >
      {t("reservation.link")}
    </Link>
  )
})
