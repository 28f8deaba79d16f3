import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { PERSON_NAME_LENGTH } from "../../../../domain/contactFields.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { NAME_FIELDS, type NameField } from "../../store/Registration.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "../useAccountArea.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import { useGatedSubmit } from "../../../../kit/ui/form/useGatedSubmit.ts"
import { GateHint } from "../../../../kit/ui/form/GateHint.tsx"
import { ContactFields, useContactSummary } from "../contact/ContactFields.tsx"
import { SaveFailure } from "../../../../kit/ui/form/SaveFailure.tsx"
import { TextField } from "../../../../kit/ui/form/TextField.tsx"
import { useNextTarget } from "../contact/useNextTarget.ts"
import { useProfileData } from "../contact/useProfileData.ts"
import "../contact/profile.css"

const ID_PREFIX = "registration"
const nameId = (field: NameField) => `${ID_PREFIX}-${field}`

/**
 * spec booking §2 Registration (registration, and hpa/register for a guardian): the masked identity code as
 * static text, first and last name, then the contact fields. A guardian acting for a child sees 'Child
 * information' with the names locked and the contact fields optional. A registered patient goes on at once.
 */
export const RegistrationPage = observer(function RegistrationPage() {
  const { t } = useTranslation("profile")
  const { session } = useStores()
  const { registration } = useAccountArea()
  const profile = useArea("profile")
  const navigate = useNavigate()
  const next = useNextTarget(session.lang)
  const contactSummary = useContactSummary(registration.contact, ID_PREFIX)
  const child = registration.variant === "guardianForChild"
  // The guardian route names the page by the route; acting for a child, by the child's information
  usePageTitle(child ? t("registration.childTitle") : undefined)

  const gate = useGatedSubmit({
    isOpen: registration.canSubmit,
    isBusy: registration.state === "registering" || registration.state === "registered",
    submit: async () => {
      const registered = await registration.register()
      if (registered) {
        void navigate(buildPath("dataProcessing", session.lang, undefined, { next }))
      }
      return registered
    },
  })

  const data = useProfileData(profile)
  useEffect(() => {
    if (!data) return
    if (data.isRegistered) {
      // spec §4: without recorded consent the consent form comes before the page the user was going to
      const target = profile.needsConsent
        ? buildPath("dataProcessing", session.lang, undefined, { next })
        : next
      void navigate(target, { replace: true })
    } else {
      registration.prepare(data)
    }
  }, [data, profile, registration, navigate, next, session.lang])

  if (profile.status === "error") return <ErrorView onRetry={() => void profile.refresh()} />
  if (!data || data.isRegistered) {
    return (
      <div className="page profile-page">
        <p role="status">{t("form.loading")}</p>
      </div>
    )
  }

  const nameErrors = registration.nameErrors
  const nameMessage = (field: NameField) => {
    const problem = nameErrors[field]
    if (!problem) return undefined
    return t(problem === "required" ? "contact.errors.required" : `registration.${problem}`)
  }
  const summaryItems = [
    ...NAME_FIELDS.flatMap((field) => {
      const message = nameMessage(field)
      return message ? [{ id: nameId(field), text: `${t(`registration.${field}`)}: ${message}` }] : []
    }),
    ...contactSummary,
  ]
  const failure = registration.state === "networkError" || registration.state === "unknownError"
  const general = failure ? (
    <SaveFailure
      message={t(registration.state === "networkError" ? "form.networkError" : "form.saveFailed")}
      onRetry={() => gate.onSubmit()}
    />
  ) : undefined

  return (
    <div className="page profile-page">
      <h1>{t(child ? "registration.childTitle" : "registration.title")}</h1>
      <p>{t(child ? "registration.childIntro" : "registration.intro")}</p>
      <ErrorSummary
        ref={gate.summaryRef}
        id={`${ID_PREFIX}-summary`}
        title={t("form.summaryTitle")}
        items={summaryItems}
        general={general}
      />
      {/* a child's form marks no field required: the names are locked and the contact fields optional */}
      {!child && <p>{t("form.requiredNote")}</p>}
      <form noValidate onSubmit={gate.onSubmit}>
        <dl className="profile-static">
          <dt>{t("registration.ssn")}</dt>
          <dd>{registration.maskedSsn}</dd>
        </dl>
        {NAME_FIELDS.map((field) => (
          <TextField
            key={field}
            id={nameId(field)}
            label={t(`registration.${field}`)}
            hint={registration.namesLocked ? t("registration.namesLocked") : undefined}
            error={nameMessage(field)}
            value={registration[field]}
            readOnly={registration.namesLocked}
            maxLength={PERSON_NAME_LENGTH.max}
            autoComplete={field === "firstName" ? "given-name" : "family-name"}
            onChange={(value) => registration.setName(field, value)}
            onBlur={() => registration.fields.leave(field)}
          />
        ))}
        <ContactFields form={registration.contact} idPrefix={ID_PREFIX} />
        <button className="button" {...gate.buttonProps}>
          {t(registration.state === "registering" ? "registration.registering" : "registration.submit")}
        </button>
        <GateHint {...gate.hint} />
      </form>
    </div>
  )
})
