import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { medicineLabel, prescriptionSubtitle } from "../../../domain/prescriptions.ts"
import { formatDate, formatDecimal } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { ServiceIcon } from "../../records/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useFrontArea } from "./useFrontArea.ts"
import { SummaryBlock } from "./SummaryBlock.tsx"

/**
 * spec §2 'Front page': the latest prescriptions (name and strength, the subtitle of §3, when prescribed), with a
 * renew link only when canRenewPrescriptions (to the prescriptions page, where the patient picks which to renew).
 */
export const PrescriptionsSummary = observer(function PrescriptionsSummary() {
  const { t } = useTranslation("records")
  const { session } = useStores()
  const { frontPage } = useFrontArea()
  const lang = session.lang
  const prescriptionsPath = buildPath("prescriptions", lang)
  return (
    <SummaryBlock
      title={t("front.prescriptions")}
      items={frontPage.prescriptions}
      empty={t("front.prescriptionsEmpty")}
      unavailable={t("unavailable")}
      showAll={{ to: prescriptionsPath, label: t("front.prescriptionsAll") }}
      action={
        frontPage.canRenewPrescriptions && frontPage.prescriptions?.length ? (
          <Link className="button" data-variant="secondary" to={prescriptionsPath}>
            {t("front.renew")}
          </Link>
        ) : undefined
      }
    >
      {(prescriptions) => (
        <ul className="record-rows">
          {prescriptions.map((prescription) => {
            const subtitle = prescriptionSubtitle(prescription, (value) => formatDecimal(value, lang))
            return (
              <li key={prescription.id} className="record-row">
                <span className="record-avatar" data-kind="service" aria-hidden="true">
                  <ServiceIcon name="prescription" />
                </span>
                <div className="record-row__body">
                  <p className="record-row__title">{medicineLabel(prescription)}</p>
                  {subtitle && <p className="record-row__subtitle">{subtitle}</p>}
                  <p className="record-row__meta">
                    <time dateTime={prescription.issuedDate}>
                      {t("front.prescribed", { date: formatDate(prescription.issuedDate) })}
                    </time>
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </SummaryBlock>
  )
})
