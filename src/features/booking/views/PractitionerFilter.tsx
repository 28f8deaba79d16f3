import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components"
import { matchesPractitionerSearch } from "../../../domain/appointmentSearch.ts"
import type { PractitionerOption } from "../store/FilterOptions.ts"
import { useBookingArea } from "./useBookingArea.ts"
import { useInlinePopover } from "../../../kit/ui/inlinePopover.ts"
import { useChangeFilter } from "./useSearchUrl.ts"
import type { HealthCareType } from "../../../domain/features.ts"

/** spec §5: a practitioner search matching words by prefix; the chosen ones are listed with a remove button. */
export const PractitionerFilter = observer(function PractitionerFilter({
  careType,
}: {
  careType: HealthCareType
}) {
  const { t } = useTranslation("booking")
  const { appointmentSearch, filterOptions } = useBookingArea()
  const { filter } = appointmentSearch
  const change = useChangeFilter(careType)
  // A choice starts a fresh, closed combobox (clearing a controlled input would reopen its list) and keeps focus.
  const [chosenCount, setChosenCount] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (chosenCount > 0) inputRef.current?.focus()
  }, [chosenCount])
  const chosenLabelId = useId()
  const list = useInlinePopover()
  const available = filterOptions.practitioners.filter(
    (option) => !filter.practitionerIds.includes(option.id),
  )

  return (
    <div className="filter">
      <ComboBox
        key={chosenCount}
        className="combobox"
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key === null) return
          change((current) => current.addPractitioner(String(key)))
          setChosenCount((count) => count + 1)
        }}
        defaultFilter={matchesPractitionerSearch}
        defaultItems={available}
        allowsEmptyCollection
        onOpenChange={list.onOpenChange}
      >
        <Label className="filter__label">{t("list.filters.practitioner.label")}</Label>
        <Text slot="description" className="filter__description">
          {t("list.filters.practitioner.description")}
        </Text>
        <div className="combobox__field">
          <Input ref={inputRef} className="combobox__input" />
          <Button className="combobox__button" aria-label={t("list.filters.practitioner.showAll")}>
            <span aria-hidden="true" className="chevron" />
          </Button>
        </div>
        <div ref={list.containerRef} className="combobox__list" />
        <Popover
          className="popover combobox__popover"
          placement="bottom start"
          UNSTABLE_portalContainer={list.container}
        >
          <ListBox
            className="listbox"
            renderEmptyState={() => (
              <p className="listbox__empty">{t("list.filters.practitioner.noMatches")}</p>
            )}
          >
            {(option: PractitionerOption) => (
              <ListBoxItem id={option.id} textValue={option.name} className="listbox__item">
                <span className="listbox__title">{option.name}</span>
                {option.title && <span className="listbox__subtitle">{option.title}</span>}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {filter.practitionerIds.length > 0 && (
        <>
          <span id={chosenLabelId} className="visually-hidden">
            {t("list.filters.practitioner.chosen")}
          </span>
          <ul className="chips" aria-labelledby={chosenLabelId}>
            {filter.practitionerIds.map((id) => {
              const name =
                filterOptions.practitioner(id)?.name ?? t("list.filters.practitioner.unknown", { id })
              return (
                <li key={id} className="chip">
                  <span>{name}</span>
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={t("list.filters.practitioner.remove", { name })}
                    onClick={() => {
                      inputRef.current?.focus()
                      change((current) => current.removePractitioner(id))
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
})
