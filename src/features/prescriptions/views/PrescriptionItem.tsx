import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { Prescription } from "../store/area.ts"
import { medicineLabel, prescriptionSubtitle } from "../../../domain/prescriptions.ts"
import { formatDate } from "../../../platform/i18n/format.ts"
import type { PrescriptionListStore } from "../store/PrescriptionList.ts"
import { CheckboxField } from "../../../kit/ui/form/CheckboxField.tsx"
import { useNumberFormat } from "./useNumberFormat.ts"

/**
 * One prescription (spec messaging §3): the medicine and strength, the subtitle (type · count X size · total ·
 * treatment length), when it was issued, the dosage and purpose; a checkbox to choose it for renewal when renewal
 * is enabled and it is renewable, 'Non-renewable prescription' when it is not.
 */
export const PrescriptionItem = observer(function PrescriptionItem({
  prescription,
  list,
}: {
  prescription: Prescription
  list: PrescriptionListStore
}) {
  const { t } = useTranslation("prescriptions")
  const formatNumber = useNumberFormat()
  const name = medicineLabel(prescription)
  const subtitle = prescriptionSubtitle(prescription, formatNumber)
  const selectable = list.isSelectable(prescription)
  return (
    <li className="prescription" data-selected={list.isSelected(prescription.id) || undefined}>
      <h2 className="prescription__name">{name}</h2>
      {subtitle && <p className="prescription__subtitle">{subtitle}</p>}
      <p className="prescription__issued">
        {t("list.issued", { date: formatDate(prescription.issuedDate) })}
      </p>
      {(prescription.dosageGuide || prescription.usageGuide) && (
        <dl className="prescription__facts">
          {prescription.dosageGuide && (
            <div>
              <dt>{t("list.dosage")}</dt>
              <dd>{prescription.dosageGuide}</dd>
            </div>
          )}
          {prescription.usageGuide && (
            <div>
              <dt>{t("list.usage")}</dt>
              <dd>{prescription.usageGuide}</dd>
            </div>
          )}
        </dl>
      )}
      {selectable ? (
        <CheckboxField
          className="prescription__choose"
          isSelected={list.isSelected(prescription.id)}
          onChange={(selected) => list.setSelected(prescription.id, selected)}
          aria-label={t("list.chooseFor", { medicine: name })}
        >
          {t("list.choose")}
        </CheckboxField>
      ) : (
        !prescription.isRenewable && <p className="prescription__non-renewable">{t("list.nonRenewable")}</p>
      )}
    </li>
  )
})
