import { useSyncExternalStore } from "react"
import { useFirstFrame } from "../firstFrame.ts"

/**
 * Whether the screen matches `query`. A first frame (made at build time, with no screen) is laid out for a phone,
 * the screen a slow connection most often shows it on: there only the mobile query matches.
 */
export function useMediaQuery(query: string): boolean {
  const firstFrame = useFirstFrame()
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    () => window.matchMedia(query).matches,
    () => firstFrame && query === MOBILE_QUERY,
  )
}

// spec messaging §2: small screens up to 480 px, medium up to 800 px; "mobile" is small or medium
export const MOBILE_QUERY = "(max-width: 800px)"
