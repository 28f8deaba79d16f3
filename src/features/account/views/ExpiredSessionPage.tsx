import { observer } from "mobx-react-lite"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { buildPath, isInAppPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import "./session.css"

/**
 * spec booking §2, §8: the session-timed-out page (?next): 'You were logged out because it has been over N units
 * since you were authenticated' (authTokenTimeout), and the button for the next action: ordering an SMS code when
 * this login used one, else a bank login (the timed-out session is ended first, so the login page opens).
 */
export const ExpiredSessionPage = observer(function ExpiredSessionPage() {
  const { t } = useTranslation("account")
  const { session } = useStores()
  const brand = useBrand()
  const [params] = useSearchParams()
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle")
  const requested = params.get("next")
  const next = isInAppPath(requested) ? requested : undefined
  const timeout = session.authTokenTimeout
  const offersSmsCode = session.isLoggedIn && session.hasFeature("mfa") && session.smsLoginUsed

  const bankLogin = async () => {
    setState("pending")
    try {
      if (session.isLoggedIn) await session.logout()
    } catch {
      setState("failed")
      return
    }
    const target = brand.hasLoginChoice
      ? buildPath("childrenLoginChoice", session.lang)
      : buildPath("login", session.lang, undefined, { nextPath: next })
    // A full page load: nothing of the timed-out session stays in memory.
    window.location.assign(target)
  }

  return (
    <div className="page session-page">
      <h1>{t("expiredSession.title")}</h1>
      {timeout && (
        <p className="session-page__lead">
          {timeout.units === "hours"
            ? t("expiredSession.message_hours", { count: timeout.value })
            : t("expiredSession.message_minutes", { count: timeout.value })}
        </p>
      )}
      <div className="session-page__actions">
        {offersSmsCode ? (
          <Link className="button" to={buildPath("authentication", session.lang, undefined, { next })}>
            {t("expiredSession.smsLogin")}
          </Link>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={state === "pending" || undefined}
            onClick={() => {
              if (state !== "pending") void bankLogin()
            }}
          >
            {t("expiredSession.bankLogin")}
          </button>
        )}
      </div>
      <div role="alert">
        {state === "failed" && (
          <p className="notice session-page__message" data-tone="danger">
            {t("expiredSession.loginFailed")}
          </p>
        )}
      </div>
    </div>
  )
})
