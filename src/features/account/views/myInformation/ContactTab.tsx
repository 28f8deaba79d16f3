import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { useAccountArea } from "../useAccountArea.ts"
import { GuardianForms, useGuardianSummary } from "../guardians/index.ts"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { ContactFields, useContactSummary } from "../contact/ContactFields.tsx"
import { SaveFailure } from "../../../../kit/ui/form/SaveFailure.tsx"
import type { SaveActionType } from "../../../../domain/appointmentRules.ts"
import { useArea } from "../../../../kit/ui/StoreContext.tsx"

const ID_PREFIX = "my-information"

/**
 * spec booking §2 My information, contact tab: the read-only name, the contact fields, and Save whose text
 * follows the saveAction; in the children's brand the guardian forms, sent with it. Save is unavailable while a field
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
  const { contactForm: form, guardians } = useAccountArea()
  const profile = useArea("profile")
  // spec booking §2: guardian forms in the children's brand
  const hasGuardians = useBrand().hasGuardianForms
  const contactSummary = useContactSummary(form, ID_PREFIX)
  const guardianSummary = useGuardianSummary(guardians, ID_PREFIX)
  const summaryItems = hasGuardians ? [...contactSummary, ...guardianSummary] : contactSummary
  const info = profile.data?.contactInfo
  const guardiansValid = !hasGuardians || guardians.isValid

  const gate = useGatedSubmit({
    isOpen: form.isValid && guardiansValid && form.status !== "saving",
    isBusy: form.status === "saving",
    submit: async () => {
      if (!guardiansValid) {
        guardians.fields.attemptSubmit()
        form.fields.attemptSubmit()
        return false
      }
      const saved = await form.saveForm({ next, guardians: hasGuardians ? guardians.forms : [] })
      if (saved === undefined) {
        if (hasGuardians) guardians.markServerInvalid(form.invalidPaths)
        return false
      }
      if (hasGuardians) guardians.markSaved()
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
      {hasGuardians && (
        <GuardianForms guardians={guardians} idPrefix={ID_PREFIX} disabled={form.status === "saving"} />
      )}
      <button className="button" {...gate.buttonProps}>
        {form.status === "saving" ? t("myInformation.saving") : t(`myInformation.save.${actionType}`)}
      </button>
      <GateHint {...gate.hint} />
    </form>
  )
})
