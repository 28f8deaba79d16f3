/** A store whose load is shared: `pending` is the load in flight, if any. */
export interface SharedLoad {
  readonly pending: Promise<void> | undefined
  setPending(pending: Promise<void> | undefined): void
}

/** A shared load that is done once its store has loaded. */
interface LoadedOnce extends SharedLoad {
  readonly status: string
  load(): Promise<void>
}

/**
 * The load in flight, or a new one by `load`: callers asking while it runs wait for the same request (a page and
 * the front page's block, a guard and the language route on a direct load).
 */
export function shareLoad(store: SharedLoad, load: () => Promise<void>): Promise<void> {
  if (store.pending) return store.pending
  const pending: Promise<void> = load().finally(() => {
    if (store.pending === pending) store.setPending(undefined)
  })
  store.setPending(pending)
  return pending
}

/** The store once loaded: a shared load of it only when it has not loaded. */
export function ensureLoadedOnce(store: LoadedOnce): Promise<void> {
  if (store.status === "loaded") return Promise.resolve()
  return shareLoad(store, () => store.load())
}
