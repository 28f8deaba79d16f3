import { isAlive } from "mobx-state-tree"
import { attachAreas, type RootStore } from "../../../kit/stores/RootStore.ts"
import { preloadFrontConversations } from "../../messaging/index.ts"
import { preloadSmsOnboardingCard } from "./smsOnboarding/SmsOnboarding.tsx"

/**
 * What the logged-in front page starts as soon as the session has answered, before its code has loaded (the front
 * route calls it): the request for its data, and the code of the blocks that load apart from the page (the
 * SMS-login card, the conversations), so that they are there with the data rather than asked for after it. The
 * page, once shown, takes the load in flight (FrontPage's ensureLoaded).
 */
export function startFrontPage(store: RootStore): void {
  // the area's model is in by now (the route loads it with the page); a store gone meanwhile asks for nothing, and a
  // model that failed to load fails the page's own route, which shows it
  void attachAreas(store, ["front"]).then(
    () => {
      if (isAlive(store)) void store.front?.frontPage.refresh()
    },
    () => {},
  )
  preloadSmsOnboardingCard()
  preloadFrontConversations(store)
}
