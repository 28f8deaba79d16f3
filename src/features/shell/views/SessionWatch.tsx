import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { watchSessionExpiry } from "../../../kit/stores/sessionExpiry.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useToast } from "../../../kit/ui/toast/ToastProvider.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"

/**
 * spec booking §4 Session: warnings 90 s and 30 s before the session ends, then the session-timed-out page,
 * whose next target is the children's variant's login page there and the current URL otherwise. Renders nothing.
 */
export const SessionWatch = observer(function SessionWatch() {
  const { session } = useStores()
  const { t } = useTranslation("shell")
  const toast = useToast()
  const navigate = useNavigate()
  const brand = useBrand()
  const expiresAtMs = session.isSessionValid ? session.expiresAtMs : undefined
  const lang = session.lang
  const hasLoginChoice = brand.hasLoginChoice

  useEffect(() => {
    if (expiresAtMs === undefined) return
    return watchSessionExpiry(session, expiresAtMs, {
      onWarning(secondsLeft) {
        toast.show({
          tone: "info",
          text: t("sessionWarning.title", { seconds: secondsLeft }),
          description: t("sessionWarning.description"),
        })
      },
      onExpired() {
        const here = `${window.location.pathname}${window.location.search}`
        const next = hasLoginChoice ? buildPath("childrenLoginChoice", lang) : here
        session.markExpired()
        void navigate(buildPath("expiredSession", lang, undefined, { next }), { replace: true })
      },
    })
  }, [expiresAtMs, lang, hasLoginChoice, session, toast, t, navigate])

  return null
})
