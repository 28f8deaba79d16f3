import { observer } from "mobx-react-lite"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { actingOnBehalfErrorOf, FRONT_PAGE_ERROR_TOAST_MS } from "../../../domain/session.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"
import "./session.css"

/**
 * spec booking §2: the acting-on-behalf front page (anonymous only, no menu or footer): mandate login and ordinary
 * login. A refused mandate comes back with the `error` query, shown as a 20 s error toast (spec §4, §8).
 */
export const TransactionPathPage = observer(function TransactionPathPage() {
  const { t } = useTranslation("account")
  const { session } = useStores()
  const brand = useBrand()
  const toast = useToast()
  const [params, setParams] = useSearchParams()
  const error = actingOnBehalfErrorOf(params.get("error"))
  const shown = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!error || shown.current === error) return
    shown.current = error
    toast.show({
      tone: "error",
      text: t(`transaction.errors.${error}.title`),
      description: t(`transaction.errors.${error}.description`),
      durationMs: FRONT_PAGE_ERROR_TOAST_MS,
    })
    // Shown once: a reload or a return to the page does not repeat it.
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete("error")
        return next
      },
      { replace: true },
    )
  }, [error, toast, t, setParams])

  const front = buildPath("front", session.lang)
  const loginRoute = brand.hasLoginChoice ? "childrenLoginChoice" : "login"
  return (
    <div className="page session-page">
      <h1>{t("transaction.title")}</h1>
      <p className="session-page__lead">{t("transaction.intro")}</p>
      <ul className="session-page__choices">
        <li>
          <a className="button session-page__choice" href={session.mandateLoginUrl(front)}>
            {t("transaction.mandateLogin")}
          </a>
          <p>{t("transaction.mandateHint")}</p>
        </li>
        <li>
          <Link
            className="button session-page__choice"
            data-variant="secondary"
            to={buildPath(loginRoute, session.lang, undefined, { nextPath: front })}
          >
            {t("transaction.ordinaryLogin")}
          </Link>
          <p>{t("transaction.ordinaryHint")}</p>
        </li>
      </ul>
    </div>
  )
})
