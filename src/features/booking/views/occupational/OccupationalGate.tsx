import { observer } from "mobx-react-lite"
import { useEffect, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { customerServicePhoneFor, getBrandConfig } from "../../../../platform/brand/config.ts"
import { isBookingListAvailable } from "../../../../domain/appointmentSearch.ts"
import { buildPath } from "../../../../platform/routing/index.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { useBookingArea } from "../useBookingArea.ts"
import { ErrorView } from "../../../../kit/ui/page/ErrorView.tsx"
import { NotFoundPage } from "../../../../kit/ui/page/NotFoundPage.tsx"
import { usePageTitle } from "../../../../kit/ui/page/usePageTitle.ts"

/**
 * spec booking §2, §4 'Occupational check': occupational booking needs feature ohc-appointment-search, a login
 * (the route guard) and an agreement with online reservation. Otherwise: unknown-error (retry reloads the
 * check), no-occupational-healthcare (book as a private customer) or no-web-reservation (customer service); each
 * of them names the page in the document title as its heading does (WCAG 2.4.2), the check keeps the route's.
 */
export const OccupationalGate = observer(function OccupationalGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("booking")
  const { t: common } = useTranslation()
  const { session } = useStores()
  const { occupationalAgreement: agreement } = useBookingArea()
  const available = isBookingListAvailable("occupational", session)
  useEffect(() => {
    if (available) void agreement.check()
  }, [available, agreement])
  const stateTitles: Partial<Record<typeof agreement.status, string>> = {
    "unknown-error": common("errors.generic.title"),
    "no-occupational-healthcare": t("occupational.noAgreement.title"),
    "no-web-reservation": t("occupational.noWebReservation.title"),
  }
  usePageTitle(available ? stateTitles[agreement.status] : undefined)
  if (!available) return <NotFoundPage />
  switch (agreement.status) {
    case "idle":
    case "loading":
      return (
        <div className="page">
          <h1>{t("occupational.title")}</h1>
          <p role="status">{t("occupational.checking")}</p>
        </div>
      )
    case "unknown-error":
      return (
        <div className="page">
          <ErrorView onRetry={() => void agreement.check(true)} />
        </div>
      )
    case "no-occupational-healthcare":
      return (
        <div className="page">
          <h1>{t("occupational.noAgreement.title")}</h1>
          <p>{t("occupational.noAgreement.body")}</p>
          <Link className="button" to={buildPath("bookingPrivate", session.lang)}>
            {t("occupational.noAgreement.bookPrivate")}
          </Link>
        </div>
      )
    case "no-web-reservation": {
      const phone = customerServicePhoneFor(getBrandConfig(session.environment), "occupational")
      return (
        <div className="page">
          <h1>{t("occupational.noWebReservation.title")}</h1>
          <p>{t("occupational.noWebReservation.body", { employer: agreement.employerName ?? "" })}</p>
          <p>
            {t("occupational.noWebReservation.call")}{" "}
            <a className="button" href={`tel:${phone.e164}`}>
              {phone.display}
            </a>
          </p>
        </div>
      )
    }
    case "loaded":
      return <>{children}</>
  }
})
