import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { customerServicePhoneFor } from "../../../platform/brand/config.ts"
import { isBookingListAvailable } from "../../../domain/appointmentSearch.ts"
import { formatDateTime } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import type { OccupationalVaccinationStore } from "../store/OccupationalVaccination.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useOccupationalArea } from "./useOccupationalArea.ts"
import "./occupational.css"

/**
 * The occupational vaccination page (spec messaging §2 'Anonymous pages', §4, §8): unauthorized shows a login;
 * no-occupational-healthcare that the contract was not found, with the occupational customer service's contact; ok
 * the influenza vaccination choice, or, when vaccinations are not allowed, that they are not in the contract.
 */
export const OccupationalVaccinationPage = observer(function OccupationalVaccinationPage() {
  const { t } = useTranslation("occupational")
  const { session } = useStores()
  const brand = useBrand()
  const lang = useCurrentLanguage()
  const { vaccination } = useOccupationalArea()
  const loggedIn = session.isLoggedIn
  useEffect(() => {
    void vaccination.load()
  }, [vaccination, loggedIn])

  const title = t("vaccination.title")
  // the contract not found names the page, in its heading and the document title
  const noContract = vaccination.status === "no-occupational-healthcare"
  usePageTitle(noContract ? t("vaccination.noContractTitle") : undefined)
  switch (vaccination.status) {
    case "idle":
    case "loading":
      return <Loading title={title} status={t("vaccination.loading")} className="occupational" />
    case "error":
      return (
        <LoadFailure
          title={title}
          message={t("vaccination.loadError")}
          className="occupational"
          onRetry={() => void vaccination.load()}
        />
      )
    case "unauthorized": {
      const loginRoute = brand.hasLoginChoice ? "childrenLoginChoice" : "login"
      const nextPath = buildPath("occupationalVaccination", lang)
      return (
        <div className="page occupational">
          <h1>{title}</h1>
          <p>{t("vaccination.loginText")}</p>
          <Link className="button" to={buildPath(loginRoute, lang, undefined, { nextPath })}>
            {t("vaccination.login")}
          </Link>
        </div>
      )
    }
    case "no-occupational-healthcare": {
      const phone = customerServicePhoneFor(brand, "occupational")
      return (
        <div className="page occupational">
          <h1>{t("vaccination.noContractTitle")}</h1>
          <div className="notice" data-tone="danger" role="alert">
            <p>{t("vaccination.noContractText")}</p>
            <p>
              {t("vaccination.customerService")} <a href={`tel:${phone.e164}`}>{phone.display}</a>
            </p>
          </div>
        </div>
      )
    }
    case "loaded":
      return (
        <div className="page occupational">
          <h1>{title}</h1>
          <VaccinationChoice vaccination={vaccination} />
          <ChoiceStatus vaccination={vaccination} />
        </div>
      )
  }
})

const VaccinationChoice = observer(function VaccinationChoice({
  vaccination,
}: {
  vaccination: OccupationalVaccinationStore
}) {
  const { t } = useTranslation("occupational")
  const { session } = useStores()
  const lang = useCurrentLanguage()

  if (!vaccination.isAllowed) {
    return (
      <div className="notice" data-tone="danger" role="alert">
        <h2>{t("vaccination.notInContractTitle")}</h2>
        <p>{t("vaccination.notInContractText")}</p>
      </div>
    )
  }
  if (vaccination.chosenAt !== undefined) {
    return (
      <div className="notice" data-tone="success">
        <h2>{t("vaccination.chosenTitle")}</h2>
        <p>{t("vaccination.chosenAt", { date: formatDateTime(vaccination.chosenAt, lang) })}</p>
        {isBookingListAvailable("occupational", session) && (
          <Link className="button" to={buildPath("bookingOccupational", lang)}>
            {t("vaccination.book")}
          </Link>
        )}
      </div>
    )
  }
  const pending = vaccination.choiceState === "pending"
  return (
    <>
      <p>{t("vaccination.offer")}</p>
      <div role="alert">
        {vaccination.choiceState === "failed" && (
          <p className="notice" data-tone="danger">
            {t("vaccination.failed")}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button"
        aria-disabled={pending || undefined}
        onClick={() => void vaccination.choose()}
      >
        {t("vaccination.choose")}
      </button>
    </>
  )
})

/** One live region for the choice from the first render on, so that 'saving' and 'chosen' are both announced. */
const ChoiceStatus = observer(function ChoiceStatus({
  vaccination,
}: {
  vaccination: OccupationalVaccinationStore
}) {
  const { t } = useTranslation("occupational")
  const text =
    vaccination.choiceState === "pending"
      ? t("vaccination.choosing")
      : vaccination.choiceState === "success"
        ? t("vaccination.chosenTitle")
        : ""
  return (
    <p role="status" className="occupational__status">
      {text}
    </p>
  )
})
