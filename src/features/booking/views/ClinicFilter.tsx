import { observer } from "mobx-react-lite"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, CheckboxGroup, Disclosure, DisclosurePanel, Heading } from "react-aria-components"
import type { MunicipalityClinics } from "../store/FilterOptions.ts"
import { useBookingArea } from "./useBookingArea.ts"
import { CheckboxField, StandaloneCheckbox } from "../../../kit/ui/form/CheckboxField.tsx"
import { useMunicipalityName } from "./municipalityName.ts"
import { useChangeFilter } from "./useSearchUrl.ts"
import type { HealthCareType } from "../../../domain/features.ts"

/**
 * Clinics by municipality; a municipality of several clinics has a box for all of them (its related clinics).
 * What is ticked is what is searched; nearby clinics come in only as alternatives when nothing is found.
 */
export const ClinicFilter = observer(function ClinicFilter({ careType }: { careType: HealthCareType }) {
  const { t } = useTranslation("booking")
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  // open while something is chosen (as a link or reload gives it), until the user opens or closes it
  const [expanded, setExpanded] = useState<boolean | undefined>(undefined)
  const chosen = filter.clinicIds
  const summary =
    chosen.length === 0
      ? t("list.filters.clinics.all")
      : t("list.filters.clinics.selected", { count: chosen.length })

  return (
    <Disclosure
      className="filter disclosure"
      isExpanded={expanded ?? chosen.length > 0}
      onExpandedChange={setExpanded}
    >
      <Heading level={3} className="disclosure__heading">
        <Button slot="trigger" className="disclosure__trigger">
          <span className="disclosure__title">{t("list.filters.clinics.label")}</span>
          <span className="disclosure__summary">{summary}</span>
          <span aria-hidden="true" className="chevron" />
        </Button>
      </Heading>
      <DisclosurePanel className="disclosure__panel">
        <CheckboxGroup
          aria-label={t("list.filters.clinics.label")}
          value={[...chosen]}
          onChange={(ids) => change((current) => current.setClinics(ids))}
          className="checkbox-list"
        >
          {filterOptions.municipalities.map((group) => (
            <MunicipalityGroup
              key={group.municipality}
              group={group}
              chosen={chosen}
              onToggleAll={(all) => {
                const ids = group.clinics.map((clinic) => clinic.id)
                const others = chosen.filter((id) => !ids.includes(id))
                change((current) => current.setClinics(all ? [...others, ...ids] : others))
              }}
            />
          ))}
        </CheckboxGroup>
        {chosen.length > 0 && <p className="filter__description">{t("list.filters.clinics.nearbyNote")}</p>}
      </DisclosurePanel>
    </Disclosure>
  )
})

function MunicipalityGroup({
  group,
  chosen,
  onToggleAll,
}: {
  group: MunicipalityClinics
  chosen: readonly string[]
  onToggleAll: (all: boolean) => void
}) {
  const { t } = useTranslation("booking")
  const municipalityName = useMunicipalityName()
  const name = municipalityName(group.municipality)
  const chosenHere = group.clinics.filter((clinic) => chosen.includes(clinic.id)).length
  return (
    <div role="group" aria-label={name} className="municipality">
      <p className="municipality__name" aria-hidden="true">
        {name}
      </p>
      {group.clinics.length > 1 && (
        // Outside the group's value: it ticks or clears the municipality's clinics.
        <StandaloneCheckbox
          isSelected={chosenHere === group.clinics.length}
          isIndeterminate={chosenHere > 0 && chosenHere < group.clinics.length}
          onChange={onToggleAll}
        >
          {t("list.filters.clinics.wholeMunicipality", { municipality: name })}
        </StandaloneCheckbox>
      )}
      {group.clinics.map((clinic) => (
        <CheckboxField key={clinic.id} value={clinic.id} className="checkbox--nested">
          {clinic.name}
        </CheckboxField>
      ))}
    </div>
  )
}
