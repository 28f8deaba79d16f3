import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { USER_EMAIL_MAX_LENGTH, USER_PHONE_MAX_LENGTH } from "../../../../domain/contact.ts"
import {
  POST_OFFICE_LENGTH,
  STREET_ADDRESS_LENGTH,
  ZIP_CODE_LENGTH,
} from "../../../../domain/contactFields.ts"
import { CONTACT_FIELDS, type ContactField, type ContactForm } from "../../../profile/index.ts"
import type { SummaryItem } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { TextField } from "../../../../kit/ui/form/TextField.tsx"
import "./profile.css"

/** The id of a contact field's input, unique per form on the page. */
export const contactFieldId = (prefix: string, field: ContactField) => `${prefix}-${field}`

const INPUTS: Record<
  ContactField,
  {
    type?: "text" | "tel" | "email"
    autoComplete: string
    maxLength: number
    inputMode?: "numeric" | "tel" | "email"
  }
> = {
  streetAddress: { autoComplete: "street-address", maxLength: STREET_ADDRESS_LENGTH.max },
  zipCode: { autoComplete: "postal-code", maxLength: ZIP_CODE_LENGTH, inputMode: "numeric" },
  postOffice: { autoComplete: "address-level2", maxLength: POST_OFFICE_LENGTH.max },
  // room for spaces while typing: the number is normalised on blur (spec §5)
  phoneNumber: { type: "tel", autoComplete: "tel", maxLength: USER_PHONE_MAX_LENGTH + 5 },
  emailAddress: { type: "email", autoComplete: "email", maxLength: USER_EMAIL_MAX_LENGTH },
}

/** The summary lines of a contact form's shown errors ('Please check the following fields'). */
export function useContactSummary(form: ContactForm, idPrefix = "contact"): SummaryItem[] {
  const { t } = useTranslation("profile")
  return CONTACT_FIELDS.flatMap((field) => {
    const problem = form.errors[field]
    if (!problem) return []
    return [
      {
        id: contactFieldId(idPrefix, field),
        text: `${t(`contact.fields.${field}`)}: ${t(`contact.errors.${problem}`)}`,
      },
    ]
  })
}

/**
 * spec booking §2, §5: street address, zip code, post office, phone and email with their messages next to each
 * field. `optional` (a guardian registering a child) drops the required marks; the rules come from the form.
 */
export const ContactFields = observer(function ContactFields({
  form,
  optional,
  idPrefix = "contact",
}: {
  form: ContactForm
  optional?: boolean
  idPrefix?: string
}) {
  const { t } = useTranslation("profile")
  const isOptional = optional ?? form.optional
  const disabled = form.status === "saving"
  return (
    <fieldset className="profile-fieldset" disabled={disabled}>
      <legend>{t("contact.legend")}</legend>
      {CONTACT_FIELDS.map((field) => {
        const problem = form.errors[field]
        return (
          <TextField
            key={field}
            id={contactFieldId(idPrefix, field)}
            label={t(`contact.fields.${field}`)}
            hint={field === "phoneNumber" ? t("contact.hints.phoneNumber") : undefined}
            error={problem ? t(`contact.errors.${problem}`) : undefined}
            value={form[field]}
            required={!isOptional}
            onChange={(value) => form.setField(field, value)}
            onBlur={() => form.blur(field)}
            {...INPUTS[field]}
          />
        )
      })}
    </fieldset>
  )
})
