import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { CheckboxField } from "../../../kit/ui/form/CheckboxField.tsx"
import { ClinicFilter } from "./ClinicFilter.tsx"
import { PractitionerFilter } from "./PractitionerFilter.tsx"
import { SpecialtyFilter } from "./SpecialtyFilter.tsx"
import { focusResultsHeading, useChangeFilter } from "./useSearchUrl.ts"
import type { HealthCareType } from "../../../domain/features.ts"

/** The list's filter fields (spec booking §5), a chunk of their own: SearchFilters loads it when they show. */
export const FilterFields = observer(function FilterFields({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { t: tc } = useTranslation()
  const { session } = useStores()
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  return (
    <div className="filters__fields">
      {filterOptions.status === "error" && (
        <div className="notice" data-tone="danger">
          <p>{t("list.filters.loadError")}</p>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => void filterOptions.load(careType, session.lang)}
          >
            {tc("actions.retry")}
          </button>
        </div>
      )}
      <PractitionerFilter careType={careType} />
      <RemoteFilter careType={careType} />
      <ClinicFilter careType={careType} />
      <SpecialtyFilter careType={careType} />
      {filter.hasFilters && (
        <button
          type="button"
          className="button"
          data-variant="plain"
          onClick={() => {
            focusResultsHeading()
            change((current) => current.clearFilters())
          }}
        >
          {t("list.filters.clear")}
        </button>
      )}
    </div>
  )
})

/** spec §5: forced on for some specialties and when a practitioner is chosen: shown checked, disabled, and why. */
const RemoteFilter = observer(function RemoteFilter({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { appointmentSearch } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  const reasonId = useId()
  const forcedBy = filter.remoteForcedBy
  return (
    <div className="filter">
      <CheckboxField
        isSelected={filter.effectiveIncludeRemote}
        isDisabled={forcedBy !== undefined}
        onChange={(value) => change((current) => current.setIncludeRemote(value))}
        aria-describedby={forcedBy ? reasonId : undefined}
      >
        {t("list.filters.remote.label")}
      </CheckboxField>
      {forcedBy && (
        <p id={reasonId} className="filter__description">
          {forcedBy === "practitioner"
            ? t("list.filters.remote.forcedByPractitioner")
            : t("list.filters.remote.forcedBySpecialty")}
        </p>
      )}
    </div>
  )
})
