import { autorun } from "mobx"
import { createStoreEnv } from "../../src/api/env.ts"
import { brandOf } from "../../src/domain/features.ts"
import { createRootStore, type RootStore, type RootStoreSnapshot } from "../../src/stores/RootStore.ts"

/** Creates a RootStore whose API clients send the store's own csrf token. */
export function createBrowserStore(snapshot: RootStoreSnapshot = {}): RootStore {
  const created: { store?: RootStore } = {}
  const env = createStoreEnv({ baseUrl: "", getCsrfToken: () => created.store?.session.csrfToken })
  created.store = createRootStore(env, snapshot)
  return created.store
}

/** Keeps <html data-brand> on the brand of the session's environment, for the design tokens. */
export function followBrand(store: RootStore): () => void {
  return autorun(() => {
    document.documentElement.dataset.brand = brandOf(store.session.environment)
  })
}
