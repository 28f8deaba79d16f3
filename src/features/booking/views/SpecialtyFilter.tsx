import { observer } from "mobx-react-lite"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, CheckboxGroup, Disclosure, DisclosurePanel, Heading } from "react-aria-components"
import { useBookingArea } from "./useBookingArea.ts"
import { CheckboxField } from "../../../kit/ui/form/CheckboxField.tsx"
import { useChangeFilter } from "./useSearchUrl.ts"
import "./filters.css"
import type { HealthCareType } from "../../../domain/features.ts"

/**
 * Specialties (Y65V only on Kela65, spec §9); the filter is disabled on the Kela65 list (spec §2). Its heading is
 * of `headingLevel` (3 under the list's filters heading; the kiosk, without one, gives 2).
 */
export const SpecialtyFilter = observer(function SpecialtyFilter({
  careType,
  headingLevel = 3,
}: {
  careType: HealthCareType
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation("booking")
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  // open while something is chosen (as a link or reload gives it), until the user opens or closes it
  const [expanded, setExpanded] = useState<boolean | undefined>(undefined)
  const reasonId = useId()
  const enabled = filter.isSpecialtyFilterEnabled
  const chosen = filter.specialtyIds
  const fixed = filterOptions.specialties.map((specialty) => specialty.name).join(", ")
  const summary = !enabled
    ? fixed || t("list.filters.specialties.all")
    : chosen.length === 0
      ? t("list.filters.specialties.all")
      : t("list.filters.specialties.selected", { count: chosen.length })

  return (
    <Disclosure
      className="filter disclosure"
      isExpanded={expanded ?? chosen.length > 0}
      onExpandedChange={setExpanded}
      isDisabled={!enabled}
    >
      <Heading level={headingLevel} className="disclosure__heading">
        <Button
          slot="trigger"
          className="disclosure__trigger"
          aria-describedby={enabled ? undefined : reasonId}
        >
          <span className="disclosure__title">{t("list.filters.specialties.label")}</span>
          <span className="disclosure__summary">{summary}</span>
          <span aria-hidden="true" className="chevron" />
        </Button>
      </Heading>
      {!enabled && (
        <p id={reasonId} className="filter__description">
          {t("list.filters.specialties.disabledOnKela65")}
        </p>
      )}
      <DisclosurePanel className="disclosure__panel">
        <CheckboxGroup
          aria-label={t("list.filters.specialties.label")}
          value={[...chosen]}
          onChange={(ids) => change((current) => current.setSpecialties(ids))}
          className="checkbox-list"
        >
          {filterOptions.specialties.map((specialty) => (
            <CheckboxField key={specialty.id} value={specialty.id}>
              {specialty.name}
            </CheckboxField>
          ))}
        </CheckboxGroup>
      </DisclosurePanel>
    </Disclosure>
  )
})
