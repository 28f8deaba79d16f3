import "./filters.css"
import { observer } from "mobx-react-lite"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components"
import type { BookingCareType } from "../../routing/index.ts"
import { useStores } from "../StoreContext.tsx"
import { useBookingArea } from "./useBookingArea.ts"
import { CheckboxField } from "./CheckboxField.tsx"
import { ClinicFilter } from "./ClinicFilter.tsx"
import { PractitionerFilter } from "./PractitionerFilter.tsx"
import { SpecialtyFilter } from "./SpecialtyFilter.tsx"
import { focusResultsHeading, useChangeFilter } from "./useSearchUrl.ts"

/** spec booking §5 filters: practitioner, remote, clinics, specialties; on a phone behind one disclosure. */
export const SearchFilters = observer(function SearchFilters({
  careType,
  collapsible,
}: {
  careType: BookingCareType
  collapsible: boolean
}) {
  const { t } = useTranslation("booking")
  const headingId = useId()
  const { appointmentSearch } = useBookingArea()
  const { filter } = appointmentSearch
  const active =
    filter.clinicIds.length +
    filter.specialtyIds.length +
    filter.practitionerIds.length +
    (filter.includeRemote ? 1 : 0)

  if (collapsible) {
    return (
      <Disclosure className="filters filters--collapsible">
        <Heading level={2} className="disclosure__heading">
          <Button slot="trigger" className="disclosure__trigger">
            <span className="disclosure__title">{t("list.filters.title")}</span>
            {active > 0 && (
              <span className="disclosure__summary">{t("list.filters.activeCount", { count: active })}</span>
            )}
            <span aria-hidden="true" className="chevron" />
          </Button>
        </Heading>
        <DisclosurePanel className="filters__panel">
          <FilterFields careType={careType} />
        </DisclosurePanel>
      </Disclosure>
    )
  }
  return (
    <section className="filters" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("list.filters.title")}</h2>
      <FilterFields careType={careType} />
    </section>
  )
})

const FilterFields = observer(function FilterFields({ careType }: { careType: BookingCareType }) {
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
const RemoteFilter = observer(function RemoteFilter({ careType }: { careType: BookingCareType }) {
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
