import { observer } from "mobx-react-lite"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate, useSearchParams } from "react-router"
import { decodeSaveAction } from "../../../../domain/appointmentRules.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "../useAccountArea.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { LogoutDialog } from "../../../../kit/ui/session/LogoutDialog.tsx"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { Tabs } from "../../../../kit/ui/tabs/Tabs.tsx"
import { useToast } from "../../../../kit/ui/toast/ToastProvider.tsx"
import { ConsentForm } from "../consent/ConsentForm.tsx"
import { useProfileData } from "../contact/useProfileData.ts"
import { ContactTab } from "./ContactTab.tsx"
import { KelaCardSection } from "../kelaCard/KelaCardSection.tsx"
import { SmsLoginSection } from "../smsLogin/SmsLoginSection.tsx"
import { initialTab, saveActionTarget } from "./saveActionTarget.ts"
import "../contact/profile.css"
import "./myInformation.css"

type TabId = "contact" | "consent"

/**
 * spec booking §2 My information (optional saveAction): tabs for contact information and permissions/agreements,
 * opening on the consent tab when the target is the appointment page's consent tab; a log-out button. After a
 * save the page goes where the saveAction points, or stays and says so.
 */
export const MyInformationPage = observer(function MyInformationPage() {
  const { t } = useTranslation("profile")
  const { session } = useStores()
  const { contactForm, consent, guardians } = useAccountArea()
  const profile = useArea("profile")
  const brand = useBrand()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const action = decodeSaveAction(params.get("saveAction"))
  const [tab, setTab] = useState<TabId>(() => initialTab(action))
  const [logoutOpen, setLogoutOpen] = useState(false)
  const currentPath = `${location.pathname}${location.search}`
  const next = saveActionTarget(action, session.lang, currentPath)

  const data = useProfileData(profile)
  useEffect(() => {
    if (!data) return
    if (!data.isRegistered) {
      const target = buildPath("registration", session.lang, undefined, { next: currentPath })
      void navigate(target, { replace: true })
      return
    }
    // a reload after saving one tab keeps what is being typed in the other
    if (!contactForm.isDirty || contactForm.status === "saved") contactForm.fill(data.contactInfo)
    if (!guardians.isDirty || contactForm.status === "saved") guardians.fill(data.guardians)
    // a child's contact fields are optional here as in the child's registration (docs/decisions/0017-registration-consent-my-information.md)
    contactForm.setOptional(data.actingGuardian != null)
    consent.prepare({
      saved: data.patient?.patientDataConsent ?? undefined,
      isFirstTime: data.patient?.patientDataConsentFormUpdated == null,
      asksOccupational: brand.brand === "adult",
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded profile
  }, [data])

  function saved(target: string) {
    if (target === currentPath) {
      toast.show({ tone: "success", text: t("myInformation.saved") })
      void profile.refresh()
    } else {
      void navigate(target)
    }
  }

  if (profile.status === "error") return <ErrorView onRetry={() => void profile.refresh()} />
  return (
    <div className="page profile-page">
      <h1>{t("myInformation.title")}</h1>
      {!data || !data.isRegistered ? (
        <p role="status">{t("form.loading")}</p>
      ) : (
        <Tabs
          className="profile-tabs"
          label={t("myInformation.tabsLabel")}
          tabs={[
            { id: "contact", label: t("myInformation.tabs.contact") },
            { id: "consent", label: t("myInformation.tabs.consent") },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {(id) =>
            id === "contact" ? (
              <>
                <ContactTab actionType={action?.type ?? "reload-page"} next={next} onSaved={saved} />
                <KelaCardSection />
                <SmsLoginSection />
              </>
            ) : (
              <ConsentForm consent={consent} idPrefix="my-information-consent" onSaved={() => saved(next)} />
            )
          }
        </Tabs>
      )}
      <button type="button" className="button" data-variant="secondary" onClick={() => setLogoutOpen(true)}>
        {t("myInformation.logOut")}
      </button>
      <LogoutDialog isOpen={logoutOpen} onOpenChange={setLogoutOpen} />
    </div>
  )
})
