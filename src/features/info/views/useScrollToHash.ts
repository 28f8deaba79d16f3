import { useEffect } from "react"
import { useLocation } from "react-router"

/** Brings the element the address's fragment names into view (a menu link such as /fi/ohjeita#sms-faq). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || hash.length < 2) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash, ready])
}
