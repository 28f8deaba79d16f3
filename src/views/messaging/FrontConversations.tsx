import { observer } from "mobx-react-lite"
import { lazy, Suspense } from "react"
import { hasFeatures, MESSAGING_FEATURES } from "../../domain/features.ts"
import { useStores } from "../StoreContext.tsx"

// The block, the messaging area and the messaging client load only where the session has messaging.
const ConversationsSummary = lazy(() => import("./ConversationsSummary.tsx"))

/** The front page's conversations block (spec §2), where the session has both messaging features (§6). */
export const FrontConversations = observer(function FrontConversations() {
  const { session } = useStores()
  if (!session.isLoggedIn || !hasFeatures(session.features, ...MESSAGING_FEATURES)) return null
  return (
    <Suspense fallback={null}>
      <ConversationsSummary />
    </Suspense>
  )
})
