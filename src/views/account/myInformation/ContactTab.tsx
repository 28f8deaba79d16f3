import { observer } from "mobx-react-lite"
import { useRef, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { guardianFormOf } from "../../../stores/ContactForm.ts"
import { useStores } from "../../StoreContext.tsx"
import { ContactFields, useContactSummary } from "../contact/ContactFields.tsx"
import { ErrorSummary } from "../contact/ErrorSummary.tsx"
import { SaveFailure } from "../contact/SaveFailure.tsx"
import type { SaveActionType } from "../../../domain/appointmentRules.ts"

const ID_PREFIX = "my-information"

/**
 * spec booking §2 My information, contact tab: the read-only name, the contact fields, and Save whose text
 * follows the saveAction; the guardians (children's brand) are sent as stored. Save is disabled while a field
 * is invalid; 'Please check the following fields' lists them; a failure shows 'Something went wrong, please
 * try again' with a retry, the input kept.
 */
export const ContactTab = observer(function ContactTab({
  actionType,
  next,
  onSaved,
}: {
  actionType: SaveActionType
  next: string
  onSaved: (next: string) => void
}) {
  const { t } = useTranslation("profile")
  const { contactForm: form, profile } = useStores()
  const summary = useRef<HTMLDivElement>(null)
  const summaryErrors = useContactSummary(form, ID_PREFIX)
  const info = profile.data?.contactInfo

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const guardians = (profile.data?.guardians ?? []).map(guardianFormOf)
    const saved = await form.saveForm({ next, guardians })
    if (saved !== undefined) onSaved(saved)
    else summary.current?.focus()
  }

  const failed = form.status === "saveError"
  const general = failed ? (
    <SaveFailure
      message={t(form.saveFailure === "network" ? "form.networkError" : "myInformation.failed")}
      onRetry={() => void submit()}
    />
  ) : undefined
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        ref={summary}
        id={`${ID_PREFIX}-summary`}
        title={t("form.summaryTitle")}
        errors={summaryErrors}
        general={general}
      />
      {info && (
        <dl className="profile-static">
          <dt>{t("myInformation.name")}</dt>
          <dd>
            {info.firstName} {info.lastName}
          </dd>
        </dl>
      )}
      <p>{t("form.requiredNote")}</p>
      <ContactFields form={form} idPrefix={ID_PREFIX} />
      <button type="submit" className="button" disabled={!form.isValid || form.status === "saving"}>
        {form.status === "saving" ? t("myInformation.saving") : t(`myInformation.save.${actionType}`)}
      </button>
    </form>
  )
})
