import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Navigate, useLocation } from "react-router"
import { useStores } from "../../StoreContext.tsx"
import { ResultsSection, SpecialtyFilter, useSearchFromUrl } from "../../booking/index.ts"
import { usePageTitle } from "../../ui/page/usePageTitle.ts"
import { useKiosk } from "../KioskContext.tsx"
import { kioskBookingPath } from "../paths.ts"
import "./kioskBooking.css"

/**
 * Booking at this clinic only: the private list's views (time-of-day tabs, cards, load more) with the specialty
 * filter; the clinic comes from the kiosk's binding and stays in the list's URL through every filter change.
 */
const KioskBookingPage = observer(function KioskBookingPage() {
  const { binding } = useKiosk()
  const { session } = useStores()
  const { search } = useLocation()
  if (!binding) return <Navigate to="/" replace />
  const clinicIds = new URLSearchParams(search).getAll("clinicIds")
  if (clinicIds.length !== 1 || clinicIds[0] !== binding.clinicId) {
    return <Navigate to={kioskBookingPath(session.lang, binding.clinicId)} replace />
  }
  return <KioskBookingList clinicName={binding.clinicName} />
})

const KioskBookingList = observer(function KioskBookingList({ clinicName }: { clinicName: string }) {
  const { t } = useTranslation("kiosk")
  useSearchFromUrl("private")
  usePageTitle(t("booking.title"))
  return (
    <div className="kiosk-page kiosk-booking">
      <h1>{t("booking.title")}</h1>
      <p className="kiosk-booking__subtitle">{t("booking.subtitle", { clinic: clinicName })}</p>
      <div className="kiosk-booking__filters">
        <SpecialtyFilter careType="private" />
      </div>
      <ResultsSection careType="private" />
    </div>
  )
})

export default KioskBookingPage
