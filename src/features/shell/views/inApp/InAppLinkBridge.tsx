import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import { isExternalHttpsLink, postToHost } from "./hostBridge.ts"

/**
 * spec booking §1: in the inAppBooking session scope, a click on an external https link is posted to the host app
 * instead of opening the page in the webview. Outside a host app (no bridge) the link opens as usual.
 */
export const InAppLinkBridge = observer(function InAppLinkBridge() {
  const { session } = useStores()
  const active = session.isInAppBooking
  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      if (!isExternalHttpsLink(anchor.href, window.location.origin)) return
      if (postToHost({ type: "openExternalLink", url: anchor.href })) event.preventDefault()
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [active])
  return null
})
