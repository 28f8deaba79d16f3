import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { GUARDIAN_MAX_LENGTH, guardianFieldsShown, type GuardianField } from "../../../../domain/guardian.ts"
import type { GuardianEntry, GuardianFieldProblem, Guardians } from "../../store/Guardians.ts"
import { CheckboxField } from "../../../../kit/ui/form/CheckboxField.tsx"
import { TextField } from "../../../../kit/ui/form/TextField.tsx"

/** The id of a guardian field's input, unique per guardian on the page (the summary's link target). */
export const guardianFieldId = (prefix: string, key: number, field: GuardianField) =>
  `${prefix}-guardian-${key}-${field}`

const INPUTS: Record<
  GuardianField,
  { type?: "text" | "tel" | "email"; autoComplete: string; inputMode?: "numeric" | "tel" | "email" }
> = {
  name: { autoComplete: "off" },
  phone: { type: "tel", autoComplete: "off" },
  emailAddress: { type: "email", autoComplete: "off" },
  streetAddress: { autoComplete: "off" },
  zipCode: { autoComplete: "off", inputMode: "numeric" },
  postOffice: { autoComplete: "off" },
}

/** The message of a rule a guardian field breaks (spec booking §5). */
export function useGuardianMessage(): (field: GuardianField, problem: GuardianFieldProblem) => string {
  const { t } = useTranslation("profile")
  return (field, problem) =>
    problem === "tooLong"
      ? t("guardians.errors.tooLong", { max: GUARDIAN_MAX_LENGTH[field] })
      : t(`contact.errors.${problem}`)
}

/**
 * One guardian (spec booking §3, §5): name, phone, email, 'same address as the child' (ticked hides the address
 * fields and makes them not required), street address, zip code and post office; the first guardian's obfuscated
 * identity number as static text; a remove button unless it is the first. Nothing typed is limited by maxlength:
 * an over-long value stays as typed and its message says the limit.
 */
export const GuardianFields = observer(function GuardianFields({
  guardians,
  entry,
  number,
  idPrefix,
  onRemove,
}: {
  guardians: Guardians
  entry: GuardianEntry
  number: number
  idPrefix: string
  onRemove: () => void
}) {
  const { t } = useTranslation("profile")
  const message = useGuardianMessage()
  const errors = guardians.errorsOf(entry)
  const headingId = `${idPrefix}-guardian-${entry.key}-heading`
  return (
    <fieldset className="profile-fieldset guardian" aria-labelledby={headingId}>
      <h3 id={headingId} className="guardian__heading">
        {t("guardians.guardian", { number })}
      </h3>
      {entry.obfuscatedSsn && (
        <dl className="profile-static">
          <dt>{t("guardians.ssn")}</dt>
          <dd>{entry.obfuscatedSsn}</dd>
        </dl>
      )}
      {guardianFieldsShown(entry.isGuardianHasSameAddress).map((field) => {
        const problem = errors[field]
        const input = (
          <TextField
            key={field}
            id={guardianFieldId(idPrefix, entry.key, field)}
            label={t(`guardians.fields.${field}`)}
            hint={field === "phone" ? t("contact.hints.phoneNumber") : undefined}
            error={problem ? message(field, problem) : undefined}
            value={entry[field]}
            onChange={(value) => entry.setField(field, value)}
            onBlur={() => entry.blur(field)}
            {...INPUTS[field]}
          />
        )
        if (field !== "emailAddress") return input
        return [
          input,
          <CheckboxField
            key="sameAddress"
            id={`${idPrefix}-guardian-${entry.key}-sameAddress`}
            isSelected={entry.isGuardianHasSameAddress}
            onChange={(same) => entry.setSameAddress(same)}
          >
            {t("guardians.sameAddress")}
          </CheckboxField>,
        ]
      })}
      {guardians.canRemove(entry) && (
        <button type="button" className="button guardian__remove" data-variant="secondary" onClick={onRemove}>
          {t("guardians.remove", { number })}
        </button>
      )}
    </fieldset>
  )
})
