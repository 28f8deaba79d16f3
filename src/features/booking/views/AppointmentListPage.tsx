import "./list.css"
import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { isBookingListAvailable } from "../../../domain/appointmentSearch.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { MOBILE_QUERY, useMediaQuery } from "../../../kit/ui/hooks/useMediaQuery.ts"
import { BookingCalendar } from "./calendar/BookingCalendar.tsx"
import { ResultsSection } from "./ResultsSection.tsx"
import { SearchFilters } from "./SearchFilters.tsx"
import { useSearchFromUrl } from "./useSearchUrl.ts"
import { Kela65Notice } from "./Kela65Notice.tsx"
import { OccupationalGate } from "./occupational/OccupationalGate.tsx"
import type { HealthCareType } from "../../../domain/features.ts"

// spec booking §2: page titles; the occupational list has the general one
const TITLE_KEYS = {
  private: "list.title.standard",
  occupational: "list.title.standard",
  insurance: "list.title.insurance",
  kela65: "list.title.kela65",
} as const satisfies Record<HealthCareType, string>

/** spec booking §2, §4: one customer type's appointment list, or not found where the type is not offered. */
const AppointmentListPage = observer(function AppointmentListPage({
  careType,
}: {
  careType: HealthCareType
}) {
  const { session } = useStores()
  if (!isBookingListAvailable(careType, session)) return <NotFoundPage />
  if (careType === "occupational") {
    return (
      <OccupationalGate>
        <AppointmentList careType={careType} />
      </OccupationalGate>
    )
  }
  return <AppointmentList careType={careType} />
})

const AppointmentList = observer(function AppointmentList({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { appointmentSearch } = useBookingArea()
  const isMobile = useMediaQuery(MOBILE_QUERY)
  useSearchFromUrl(careType)
  const title = t(TITLE_KEYS[careType])
  return (
    <div className="page booking-list">
      <header className="booking-list__header">
        <h1>{title}</h1>
        <p className="booking-list__type">
          <span>{t(`landing.${careType}.title`)}</span>
          <Link to={buildPath("booking", session.lang, undefined, appointmentSearch.filter.query)}>
            {t("list.changeCustomerType")}
          </Link>
        </p>
      </header>
      {careType === "kela65" && <Kela65Notice />}
      <div className="booking-list__layout">
        <div className="booking-list__side">
          <SearchFilters careType={careType} collapsible={isMobile} />
          <BookingCalendar careType={careType} collapsible={isMobile} />
        </div>
        <ResultsSection careType={careType} />
      </div>
    </div>
  )
})

export const PrivateAppointmentList = () => <AppointmentListPage careType="private" />
export const OccupationalAppointmentList = () => <AppointmentListPage careType="occupational" />
export const InsuranceAppointmentList = () => <AppointmentListPage careType="insurance" />
export const Kela65AppointmentList = () => <AppointmentListPage careType="kela65" />
