import { observer } from "mobx-react-lite"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { GUARDIAN_FIELDS } from "../../../../domain/guardian.ts"
import type { GuardianEntry, Guardians } from "../../store/Guardians.ts"
import type { SummaryItem } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { GuardianFields, guardianFieldId, useGuardianMessage } from "./GuardianFields.tsx"
import "./guardians.css"

/** The summary lines of the guardians' shown errors: 'Guardian 2, Name: Maximum character length is 40'. */
export function useGuardianSummary(guardians: Guardians, idPrefix: string): SummaryItem[] {
  const { t } = useTranslation("profile")
  const message = useGuardianMessage()
  return guardians.entries.flatMap((entry, index) => {
    const errors = guardians.errorsOf(entry)
    return GUARDIAN_FIELDS.flatMap((field) => {
      const problem = errors[field]
      if (!problem) return []
      const label = t("guardians.summaryField", {
        guardian: t("guardians.guardian", { number: index + 1 }),
        field: t(`guardians.fields.${field}`),
      })
      return [
        { id: guardianFieldId(idPrefix, entry.key, field), text: `${label}: ${message(field, problem)}` },
      ]
    })
  })
}

/**
 * spec booking §2, §5 (children's brand): the guardians, at most 2; the first cannot be removed. Adding moves
 * focus to the new guardian's name; removing moves it to 'Add a guardian' and says what happened.
 */
export const GuardianForms = observer(function GuardianForms({
  guardians,
  idPrefix,
  disabled,
}: {
  guardians: Guardians
  idPrefix: string
  disabled: boolean
}) {
  const { t } = useTranslation("profile")
  const addRef = useRef<HTMLButtonElement>(null)
  const [focusTarget, setFocusTarget] = useState<{ id: string } | "add" | undefined>()
  const [announcement, setAnnouncement] = useState("")

  useEffect(() => {
    if (focusTarget === "add") addRef.current?.focus()
    else if (focusTarget) document.getElementById(focusTarget.id)?.focus()
  }, [focusTarget])

  function add() {
    const key = guardians.add()
    if (key === undefined) return
    setAnnouncement("")
    setFocusTarget({ id: guardianFieldId(idPrefix, key, "name") })
  }

  function remove(entry: GuardianEntry, number: number) {
    guardians.remove(entry)
    setAnnouncement(t("guardians.removed", { number }))
    setFocusTarget("add")
  }

  return (
    <section className="guardians" aria-labelledby={`${idPrefix}-guardians-heading`}>
      <h2 id={`${idPrefix}-guardians-heading`}>{t("guardians.title")}</h2>
      <p>{t("guardians.intro")}</p>
      <fieldset className="guardians__list" disabled={disabled}>
        {guardians.entries.map((entry, index) => (
          <GuardianFields
            key={entry.key}
            guardians={guardians}
            entry={entry}
            number={index + 1}
            idPrefix={idPrefix}
            onRemove={() => remove(entry, index + 1)}
          />
        ))}
        {guardians.canAdd && (
          <button ref={addRef} type="button" className="button" data-variant="secondary" onClick={add}>
            {t("guardians.add")}
          </button>
        )}
      </fieldset>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  )
})
