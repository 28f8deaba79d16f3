import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { buildPath } from "../../../../platform/routing/index.ts"
import type { ReservationState } from "../../store/Reservation.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"

/** The login page, returning here afterwards (spec §2: login with nextPath). */
export function useLoginPath(): string {
  const { session } = useStores()
  const { pathname } = useLocation()
  return buildPath("login", session.lang, undefined, { nextPath: pathname })
}

/**
 * spec §4: the login prompt: for slots that need login, insurance and Kela65, and after the answers
 * patientDataConsentRequired and patientInfoConflict.
 */
export const LoginPrompt = observer(function LoginPrompt({ reason }: { reason: ReservationState }) {
  const { t } = useTranslation("booking")
  const loginPath = useLoginPath()
  const afterAttempt = reason === "patientDataConsentRequired" || reason === "patientInfoConflict"
  return (
    <section className="notice reservation__login" aria-labelledby="reservation-login-heading">
      <h2 id="reservation-login-heading">{t("reservation.login.title")}</h2>
      <p role={afterAttempt ? "alert" : undefined}>
        {t(afterAttempt ? "reservation.login.checkDetails" : "reservation.login.body")}
      </p>
      <Link className="button" to={loginPath}>
        {t("reservation.login.link")}
      </Link>
    </section>
  )
})
