import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import type { AppointmentListItem } from "../../../stores/AppointmentSearch.ts"
import { buildPath, reservationRoute } from "../../../routing/index.ts"
import { useStores } from "../../StoreContext.tsx"
import type { ReservationNavigation } from "./navigation.ts"
import "./reservation.css"

/**
 * The card's action: the anonymous reservation page for anonymous visitors (spec §2). A logged-in visitor's
 * reservation page comes with the logged-in form; until then the card links nowhere for them.
 */
export const ReservationLink = observer(function ReservationLink({
  appointment,
  headingId,
}: {
  appointment: AppointmentListItem
  headingId: string
}) {
  const { t } = useTranslation("booking")
  const { session, appointmentSearch } = useStores()
  const { pathname, search } = useLocation()
  const careType = appointmentSearch.filter.healthCareType
  if (session.isLoggedIn || careType === "occupational") return null
  const state: ReservationNavigation = {
    listPath: `${pathname}${search}`,
    requiresAuthToReserve: appointment.requiresAuthToReserve,
  }
  return (
    <Link
      className="button appointment-card__action"
      data-variant="secondary"
      to={buildPath(reservationRoute(careType, "anonymous"), session.lang, { id: appointment.id })}
      state={state}
      aria-describedby={headingId}
    >
      {t("reservation.link")}
    </Link>
  )
})
