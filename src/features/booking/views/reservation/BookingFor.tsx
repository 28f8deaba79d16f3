import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"

/**
 * Whose booking this is when the user acts for someone else (a guardian for a child, or with a mandate): before
 * the booking (`booking`) and once it is made (`booked`). Nothing for one's own booking.
 */
export const BookingFor = observer(function BookingFor({ stage }: { stage: "booking" | "booked" }) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const principal = session.actingFor
  if (!principal) return null
  const name = `${principal.firstName} ${principal.lastName}`
  return (
    <p className="notice">
      {stage === "booking"
        ? t(`loggedIn.bookingFor.${principal.basis}`, { name })
        : t(`loggedIn.bookedFor.${principal.basis}`, { name })}
    </p>
  )
})
