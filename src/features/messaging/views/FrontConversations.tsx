import { observer } from "mobx-react-lite"
import { use } from "react"
import { hasFeatures, MESSAGING_FEATURES } from "../../../domain/features.ts"
import { attachAreas, type RootStore } from "../../../kit/stores/RootStore.ts"
import type { Session } from "../../../kit/stores/Session.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import { preloadableLazy } from "../../../kit/ui/preloadableLazy.tsx"

// The block and the messaging area load only where the session has messaging; the messaging client once the
// block asks for its data (the store's environment creates it on first use).
const summary = preloadableLazy(async () => (await import("./ConversationsSummary.tsx")).default)
const ConversationsSummary = summary.Component

const hasMessaging = (session: Session) =>
  session.isLoggedIn && hasFeatures(session.features, ...MESSAGING_FEATURES)

/** The block's code and the messaging area, attached, by store (preloadFrontConversations). */
const blockReady = new WeakMap<RootStore, Promise<unknown>>()

/**
 * Starts loading the block's code and the messaging area, where the session has messaging, while the caller's own
 * data is on its way, and attaches the area once it is in: attached in the block's first render, it would change
 * what the menu (rendered before it, with the unread count) shows, and React would render the whole page again.
 */
export function preloadFrontConversations(store: RootStore): void {
  if (!hasMessaging(store.session) || blockReady.has(store)) return
  blockReady.set(
    store,
    Promise.all([summary.preload(), attachAreas(store, ["messaging"])]).catch(() => {}),
  )
}

/**
 * The front page's conversations block (spec §2), where the session has both messaging features (§6). It suspends
 * while its code loads: the caller's Suspense boundary shows the page's blocks together, so none moves the others.
 */
export const FrontConversations = observer(function FrontConversations() {
  const store = useStores()
  if (!hasMessaging(store.session)) return null
  // the front route started the block (the page's start); until its area is attached, the block suspends
  const ready = store.messaging === undefined ? blockReady.get(store) : undefined
  if (ready) use(ready)
  return <ConversationsSummary />
})
