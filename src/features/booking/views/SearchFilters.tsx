import "./filters.css"
import { observer } from "mobx-react-lite"
import { lazy } from "react"
import { useTranslation } from "react-i18next"
import { useBookingArea } from "./useBookingArea.ts"
import { SidePanel } from "./SidePanel.tsx"
import type { HealthCareType } from "../../../domain/features.ts"

// react-aria's ComboBox and CheckboxGroup come with the fields, when they show (at once on a wide screen)
const FilterFields = lazy(async () => ({ default: (await import("./FilterFields.tsx")).FilterFields }))

/** spec booking §5 filters: practitioner, remote, clinics, specialties; on a phone behind one toggle. */
export const SearchFilters = observer(function SearchFilters({
  careType,
  collapsible,
}: {
  careType: HealthCareType
  collapsible: boolean
}) {
  const { t } = useTranslation("booking")
  const { appointmentSearch } = useBookingArea()
  const { filter } = appointmentSearch
  const active =
    filter.clinicIds.length +
    filter.specialtyIds.length +
    filter.practitionerIds.length +
    (filter.includeRemote ? 1 : 0)
  return (
    <SidePanel
      className="filters"
      title={t("list.filters.title")}
      collapsible={collapsible}
      summary={
        active > 0 && (
          <span className="disclosure__summary">{t("list.filters.activeCount", { count: active })}</span>
        )
      }
    >
      <FilterFields careType={careType} />
    </SidePanel>
  )
})
