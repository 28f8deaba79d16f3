import { useEffect } from "react"

type WakeLockSentinel = { released: boolean; release(): Promise<void> }
type WakeLock = { request(type: "screen"): Promise<WakeLockSentinel> }

/** Keeps the screen on (Screen Wake Lock API) and asks again whenever the page becomes visible. */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock
    if (!wakeLock) return
    let sentinel: WakeLockSentinel | undefined
    let active = true
    const request = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return
      try {
        const next = await wakeLock.request("screen")
        if (active) sentinel = next
        else void next.release()
      } catch {
        // refused (battery saver, no user activation yet): asked again at the next visibility change
      }
    }
    const onVisibility = () => void request()
    void request()
    document.addEventListener("visibilitychange", onVisibility)
    return () => {
      active = false
      document.removeEventListener("visibilitychange", onVisibility)
      void sentinel?.release()
    }
  }, [])
}
