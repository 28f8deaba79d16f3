import { useSyncExternalStore } from "react"

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

// spec messaging §2: small screens up to 480 px, medium up to 800 px; "mobile" is small or medium
export const MOBILE_QUERY = "(max-width: 800px)"
