import { observer } from "mobx-react-lite"
import { lazy, useEffect } from "react"
import { hasFeatures, MESSAGING_FEATURES } from "../../domain/features.ts"
import { useStores } from "../StoreContext.tsx"

// The block, the messaging area and the messaging client load only where the session has messaging.
const loadConversationsSummary = () => import("./ConversationsSummary.tsx")
const ConversationsSummary = lazy(loadConversationsSummary)

/** Starts loading the block's code, where the session has messaging, while the caller's own data is on its way. */
export function usePreloadFrontConversations(): void {
  const { session } = useStores()
  const hasMessaging = session.isLoggedIn && hasFeatures(session.features, ...MESSAGING_FEATURES)
  useEffect(() => {
    if (hasMessaging) void loadConversationsSummary()
  }, [hasMessaging])
}

/**
 * The front page's conversations block (spec §2), where the session has both messaging features (§6). It suspends
 * while its code loads: the caller's Suspense boundary shows the page's blocks together, so none moves the others.
 */
export const FrontConversations = observer(function FrontConversations() {
  const { session } = useStores()
  if (!session.isLoggedIn || !hasFeatures(session.features, ...MESSAGING_FEATURES)) return null
  return <ConversationsSummary />
})
