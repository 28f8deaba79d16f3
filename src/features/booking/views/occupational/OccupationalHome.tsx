import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { OccupationalGate } from "./OccupationalGate.tsx"

/** spec booking §2: the occupational health home (logged in, feature ohc-appointment-search, agreement checked). */
const OccupationalHomeContent = observer(function OccupationalHomeContent() {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const { occupationalAgreement } = useBookingArea()
  return (
    <div className="page">
      <h1>{t("occupational.title")}</h1>
      {occupationalAgreement.employerName && (
        <p>{t("occupational.home.employer", { employer: occupationalAgreement.employerName })}</p>
      )}
      <p>{t("occupational.home.body")}</p>
      <Link className="button" to={buildPath("bookingOccupational", session.lang)}>
        {t("occupational.home.book")}
      </Link>
    </div>
  )
})

export function OccupationalHome() {
  return (
    <OccupationalGate>
      <OccupationalHomeContent />
    </OccupationalGate>
  )
}
