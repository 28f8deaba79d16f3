import { observer } from "mobx-react-lite"
import { lazy, Suspense, useCallback, useEffect, useState } from "react"
import { useNavigate } from "react-router"
import { buildPath } from "../../../platform/routing/index.ts"
import { nowMsOf } from "../../../platform/clock/clock.ts"
import { watchSessionExpiry } from "../../../kit/stores/sessionExpiry.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"

// The warning's code and texts load apart (the first load does not grow), a minute before the first warning is due.
async function prepareWarning(loadTexts: () => Promise<void>) {
  const [module] = await Promise.all([import("./SessionWarningDialog.tsx"), loadTexts()])
  return module.SessionWarningDialog
}
const PRELOAD_BEFORE_WARNING_MS = 60_000
const FIRST_WARNING_SECONDS = 90

/**
 * spec booking §4 Session: warnings 90 s and 30 s before the session ends, then the session-timed-out page,
 * whose next target is the children's variant's login page there and the current URL otherwise. The warning is a
 * dialog that stays until the user acts (WCAG 2.2.1), with "Continue", which extends the session: its new end
 * re-arms the watch. Loaded by SessionWatch for a valid login only; `loadTexts` loads the warning's namespace.
 */
export const SessionExpiryWatch = observer(function SessionExpiryWatch({
  loadTexts,
}: {
  loadTexts: () => Promise<void>
}) {
  const { session } = useStores()
  const navigate = useNavigate()
  const brand = useBrand()
  const expiresAtMs = session.isSessionValid ? session.expiresAtMs : undefined
  const lang = session.lang
  const hasLoginChoice = brand.hasLoginChoice
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined)
  // the first loadTexts is as good as any later one (the texts' instance does not change)
  const [prepare] = useState(() => () => prepareWarning(loadTexts))
  const [SessionWarningDialog] = useState(() => lazy(async () => ({ default: await prepare() })))

  const expire = useCallback(() => {
    setSecondsLeft(undefined)
    const here = `${window.location.pathname}${window.location.search}`
    const next = hasLoginChoice ? buildPath("childrenLoginChoice", lang) : here
    session.markExpired()
    void navigate(buildPath("expiredSession", lang, undefined, { next }), { replace: true })
  }, [hasLoginChoice, lang, session, navigate])

  useEffect(() => {
    setSecondsLeft(undefined)
    if (expiresAtMs === undefined) return
    const preloadInMs =
      expiresAtMs - FIRST_WARNING_SECONDS * 1000 - PRELOAD_BEFORE_WARNING_MS - nowMsOf(session)
    const preloading = setTimeout(() => void prepare().catch(() => undefined), Math.max(0, preloadInMs))
    const stop = watchSessionExpiry(session, expiresAtMs, { onWarning: setSecondsLeft, onExpired: expire })
    return () => {
      clearTimeout(preloading)
      stop()
    }
  }, [expiresAtMs, session, expire, prepare])

  if (secondsLeft === undefined) return null
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        secondsLeft={secondsLeft}
        onEnded={expire}
        onClose={() => setSecondsLeft(undefined)}
      />
    </Suspense>
  )
})
