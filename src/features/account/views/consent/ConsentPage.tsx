import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "../useAccountArea.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { useBrand } from "../../../../kit/ui/hooks/useBrand.ts"
import { useNextTarget } from "../contact/useNextTarget.ts"
import { useProfileData } from "../contact/useProfileData.ts"
import { ConsentForm } from "./ConsentForm.tsx"
import "../contact/profile.css"

/**
 * spec booking §2 Patient data consent page (data-processing): the consent form with Save; on success the
 * browser goes to `next`, else the main page. An unregistered user registers first.
 */
export const ConsentPage = observer(function ConsentPage() {
  const { t } = useTranslation("profile")
  const { session } = useStores()
  const { consent } = useAccountArea()
  const profile = useArea("profile")
  const brand = useBrand()
  const navigate = useNavigate()
  const next = useNextTarget(session.lang)

  const data = useProfileData(profile)
  useEffect(() => {
    if (!data) return
    if (!data.isRegistered) {
      void navigate(buildPath("registration", session.lang, undefined, { next }), { replace: true })
      return
    }
    consent.prepare({
      saved: data.patient?.patientDataConsent ?? undefined,
      isFirstTime: data.patient?.patientDataConsentFormUpdated == null,
      asksOccupational: brand.brand === "adult",
    })
  }, [data, consent, brand.brand, navigate, next, session.lang])

  if (profile.status === "error") return <ErrorView onRetry={() => void profile.refresh()} />
  return (
    <div className="page profile-page">
      <h1>{t("consent.title")}</h1>
      {!data || !data.isRegistered ? (
        <p role="status">{t("form.loading")}</p>
      ) : (
        <>
          <p>{t("consent.intro")}</p>
          <ConsentForm consent={consent} onSaved={() => void navigate(next)} />
        </>
      )}
    </div>
  )
})
