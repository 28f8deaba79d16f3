import { useEffect } from "react"
import { useRevalidator } from "react-router"
import { useStores } from "../../../kit/ui/StoreContext.tsx"

/** How often the resting kiosk asks whether the backend still answers. */
const WATCH_INTERVAL_MS = 30_000

/**
 * While the kiosk rests on the attract screen it reloads the session now and then; when that fails, the route
 * loads again and its error puts the kiosk out of service (which then recovers by itself).
 */
export function useBackendWatch(): void {
  const { session } = useStores()
  const revalidator = useRevalidator()
  useEffect(() => {
    const timer = window.setInterval(() => {
      session.load().catch(() => void revalidator.revalidate())
    }, WATCH_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [session, revalidator])
}
