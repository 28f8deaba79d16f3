import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { guardianFormOf } from "../../../stores/ContactForm.ts"
import { useAccountArea } from "../useAccountArea.ts"
import { useProfile } from "../../ui/useProfile.ts"
import { ErrorSummary } from "../../ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../ui/form/useGatedSubmit.ts"
import { ContactFields, useContactSummary } from "../contact/ContactFields.tsx"
import { SaveFailure } from "../../ui/form/SaveFailure.tsx"
import type { SaveActionType } from "../../../domain/appointmentRules.ts"

const ID_PREFIX = "my-information"

/**
 * spec booking §2 My information, contact tab: the read-only name, the contact fields, and Save whose text
 * follows the saveAction; the guardians (children's brand) are sent as stored. Save is unavailable while a field
 * is invalid (a press lists them in 'Please check the following fields' and sends nothing); a failure shows
 * 'Something went wrong, please try again' with a retry, the input kept. A child's contact fields are optional,
 * as in the child's registration.
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
  const { contactForm: form } = useAccountArea()
  const profile = useProfile()
  const summaryItems = useContactSummary(form, ID_PREFIX)
  const info = profile.data?.contactInfo

  const gate = useGatedSubmit({
    isOpen: form.isValid && form.status !== "saving",
    isBusy: form.status === "saving",
    submit: async () => {
      const guardians = (profile.data?.guardians ?? []).map(guardianFormOf)
      const saved = await form.saveForm({ next, guardians })
      if (saved === undefined) return false
      onSaved(saved)
      return true
    },
  })

  const failed = form.status === "saveError"
  const general = failed ? (
    <SaveFailure
      message={t(form.saveFailure === "network" ? "form.networkError" : "myInformation.failed")}
      onRetry={() => gate.onSubmit()}
    />
  ) : undefined
  return (
    <form noValidate onSubmit={gate.onSubmit}>
      <ErrorSummary
        ref={gate.summaryRef}
        id={`${ID_PREFIX}-summary`}
        title={t("form.summaryTitle")}
        items={summaryItems}
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
      {!form.optional && <p>{t("form.requiredNote")}</p>}
      <ContactFields form={form} idPrefix={ID_PREFIX} />
      <button className="button" {...gate.buttonProps}>
        {form.status === "saving" ? t("myInformation.saving") : t(`myInformation.save.${actionType}`)}
      </button>
    </form>
  )
})
