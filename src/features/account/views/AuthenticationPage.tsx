import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { isPinDigit, PIN_LENGTH } from "../../../domain/session.ts"
import { buildPath, isInAppPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useAccountArea } from "./useAccountArea.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { CodeBoxes } from "../../../kit/ui/CodeBoxes.tsx"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"
import { NewCode } from "./smsLogin/NewCode.tsx"
import "./session.css"

/**
 * spec booking §2, §7: the MFA page (?next): the four-digit SMS code, sent once all four boxes are filled. The
 * right code goes to next; a wrong one says so; too many wrong ones log the user out (to the front page). A new
 * code may be asked for (the server's limit says when the next may be); "back to login" ends the pending login and
 * goes to the login choice with the same next.
 */
export const AuthenticationPage = observer(function AuthenticationPage() {
  const { t } = useTranslation("account")
  const { session } = useStores()
  const { pinEntry } = useAccountArea()
  const brand = useBrand()
  const toast = useToast()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const messageId = useId()
  const boxes = useRef<HTMLDivElement>(null)
  const requested = params.get("next")
  const next = isInAppPath(requested) ? requested : buildPath("front", session.lang)
  const status = pinEntry.status
  const loginRoute = brand.hasLoginChoice ? "childrenLoginChoice" : "login"
  const loginPath = buildPath(loginRoute, session.lang, undefined, { nextPath: next })

  // Every visit starts with empty boxes; the outcome of an earlier visit must not act again.
  useEffect(() => {
    pinEntry.reset()
    return () => pinEntry.reset()
  }, [pinEntry])

  useEffect(() => {
    if (status === "success") {
      void navigate(next, { replace: true })
    } else if (status === "too-many-retries") {
      toast.show({
        tone: "error",
        text: t("mfa.tooManyRetries.title"),
        description: t("mfa.tooManyRetries.description"),
      })
      void navigate(buildPath("front", session.lang), { replace: true })
    } else if (status === "pin-mismatch") {
      boxes.current?.querySelector("input")?.focus()
    } else if (status === "cancelled") {
      void navigate(loginPath, { replace: true })
    }
  }, [status, next, navigate, toast, t, session.lang, loginPath])

  const message =
    status === "pin-mismatch"
      ? pinEntry.remainingAttempts !== undefined
        ? t("mfa.mismatch", { remaining: pinEntry.remainingAttempts })
        : t("mfa.mismatchNoCount")
      : status === "network-error"
        ? t("mfa.networkError")
        : status === "failure"
          ? t("mfa.failure")
          : undefined
  const busy = pinEntry.isChecking || status === "success" || status === "cancelling"

  return (
    <div className="page session-page">
      <h1>{t("mfa.title")}</h1>
      <p className="session-page__lead">{t("mfa.intro")}</p>
      <div className="session-page__pin" ref={boxes}>
        <CodeBoxes
          length={PIN_LENGTH}
          label={t("mfa.pinLabel")}
          value={pinEntry.pin}
          onChange={(pin) => pinEntry.setPin(pin)}
          onComplete={() => void pinEntry.submit()}
          accepts={isPinDigit}
          inputMode="numeric"
          disabled={busy}
          invalid={status === "pin-mismatch"}
          describedBy={message ? messageId : undefined}
          autoFocus
        />
      </div>
      <p className="session-page__status" role="status">
        {pinEntry.isChecking ? t("mfa.checking") : ""}
      </p>
      <div role="alert">
        {message && (
          <p id={messageId} className="notice session-page__message" data-tone="danger">
            {message}
          </p>
        )}
      </div>
      {status === "network-error" && (
        <button type="button" className="button" onClick={() => void pinEntry.submit()}>
          {t("mfa.retry")}
        </button>
      )}
      {status === "failure" && (
        <Link className="button" to={loginPath}>
          {t("mfa.loginAgain")}
        </Link>
      )}
      <NewCode code={pinEntry.code} disabled={busy} />
      <p>
        <button
          type="button"
          className="button"
          data-variant="plain"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void pinEntry.cancel()
          }}
        >
          {t("mfa.back")}
        </button>
      </p>
    </div>
  )
})
