import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { HealthCareType } from "../../../../domain/features.ts"
import { priceEstimate, type PractitionerRate } from "../../../../domain/prices.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { formatEuros } from "../../../../kit/ui/format/money.ts"

/**
 * spec booking §3 'Price line', §6: the price estimate of the appointment being reserved, as a term of the
 * appointment's facts: the total, and with feature price-details what it is made of (the visit, then each fee).
 * Nothing where no estimate applies (occupational, insurance, a reserved appointment, no rate carried).
 */
export const PriceEstimateFacts = observer(function PriceEstimateFacts({
  appointment,
  healthCareType,
}: {
  appointment: { kindId: string; isReserved?: boolean; practitionerRate?: PractitionerRate | null }
  healthCareType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { session } = useStores()
  const estimate = priceEstimate(appointment, healthCareType, session.lang)
  if (!estimate) return null
  const showsLines = session.hasFeature("price-details") && estimate.lines.length > 0
  return (
    <>
      <dt>{t("reservation.appointment.price")}</dt>
      <dd className="price-estimate">
        <span className="price-estimate__total">{formatEuros(estimate.totalEuros, session.lang)}</span>
        {showsLines && (
          <ul className="price-estimate__lines" aria-label={t("reservation.appointment.priceLines")}>
            {estimate.lines.map((line) => (
              <li key={line.code}>
                <span>{line.description}</span>{" "}
                <span className="price-estimate__amount">{formatEuros(line.priceEuros, session.lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  )
})
