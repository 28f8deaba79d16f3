import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { RenewalForm } from "./RenewalForm.tsx"
import { RenewalSent } from "./RenewalSent.tsx"
import { usePrescriptionsArea } from "./usePrescriptionsArea.ts"
import "./prescriptions.css"

/**
 * The prescription renewal page (spec messaging §2, §4, §5): the form for the prescriptions in the address, then
 * sending, then success or 'Prescription renewal failed.' (the answers kept). While messaging, which carries the
 * request, is in maintenance, an offline message instead; prescriptions that cannot be renewed are said so.
 */
export const RenewalPage = observer(function RenewalPage() {
  const { t } = useTranslation("prescriptions")
  const lang = useCurrentLanguage()
  const { ids = "" } = useParams()
  const { renewal } = usePrescriptionsArea()
  useEffect(() => {
    void renewal.open(ids)
  }, [renewal, ids, lang])
  const status = renewal.status
  usePageTitle(status === "maintenance" ? t("renewal.maintenanceTitle") : undefined)

  const backToList = (
    <p>
      <Link to={buildPath("prescriptions", lang)}>{t("renewal.backToList")}</Link>
    </p>
  )
  switch (status) {
    case "loading":
      return <Loading title={t("renewal.title")} status={t("renewal.loading")} className="renewal" />
    case "error":
      return (
        <LoadFailure
          title={t("renewal.title")}
          message={t("renewal.loadError")}
          className="renewal"
          onRetry={() => void renewal.open(ids)}
        />
      )
    case "maintenance":
      return (
        <div className="page renewal">
          <h1>{t("renewal.maintenanceTitle")}</h1>
          <div className="notice" data-tone="warning">
            <p>{t("renewal.maintenanceBody")}</p>
          </div>
          {backToList}
        </div>
      )
    case "unavailable":
      return (
        <div className="page renewal">
          <h1>{t("renewal.title")}</h1>
          <p>{t("renewal.unavailable")}</p>
          {backToList}
        </div>
      )
    case "form":
      return renewal.sendState === "sent" ? (
        <RenewalSent renewal={renewal} />
      ) : (
        <RenewalForm renewal={renewal} />
      )
  }
})
